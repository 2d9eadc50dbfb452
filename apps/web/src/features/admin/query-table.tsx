import type { ComponentProps } from 'react';
import { DataTable } from '../../shared/ui/data-table';
import { Pagination } from '../../shared/ui/pagination';
import { adminText } from './messages';
import { LoadError } from './query-state';

interface TableQuery {
  /** A paged list's answer carries its page and page count. */
  data?: unknown;
  isError: boolean;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

interface Page {
  page: number;
  page_count: number;
}

const isPage = (data: unknown): data is Page =>
  typeof data === 'object' && data !== null && 'page_count' in data;

/** A list screen's table: the load failure with a retry in its place, and the page links under it. */
export function QueryTable<Row>({
  query,
  onPage,
  ...table
}: Omit<ComponentProps<typeof DataTable<Row>>, 'loading'> & {
  query: TableQuery;
  /** For a paged list: the page links go under the table. */
  onPage?: (page: number) => void;
}) {
  const answered = isPage(query.data) ? query.data : undefined;
  return (
    <>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <DataTable {...table} loading={query.isPending} />
      )}
      {onPage && (
        <Pagination
          labels={adminText.pagination}
          page={answered?.page ?? 1}
          pageCount={answered?.page_count ?? 1}
          onPage={onPage}
        />
      )}
    </>
  );
}
