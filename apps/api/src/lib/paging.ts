import { type AdminPage, pageCount } from '@shop/contract/admin';

interface PageQuery {
  page: number;
  size: number;
}

/** The rows one page of a back-office list covers. */
export const pageWindow = ({ page, size }: PageQuery) => ({
  limit: size,
  offset: (page - 1) * size,
});

/** The rows one page of a list covers: how many, after how many. */
export type RowWindow = ReturnType<typeof pageWindow>;

/** What every paged back-office list answers next to its rows. */
export const pageInfo = ({ page, size }: PageQuery, total: number): AdminPage => ({
  total,
  page,
  size,
  page_count: pageCount(total, size),
});
