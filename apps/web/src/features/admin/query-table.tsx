import type { ComponentProps } from 'react';
import { DataTable } from '../../shared/ui/data-table';
import { Pagination } from '../../shared/ui/pagination';
import { adminText } from './messages';
import { LoadError } from './query-state';

interface TableQuery {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

interface Paging {
  /** The page the server answered, while it has answered. */
  data: { page: number; page_count: number } | undefined;
  onPage: (page: number) => void;
}

/** A list screen's table: the load failure with a retry in its place, and the page links under it. */
export function QueryTable<Row>({
  query,
  paging,
  ...table
}: Omit<ComponentProps<typeof DataTable<Row>>, 'loading'> & {
  query: TableQuery;
  paging?: Paging;
}) {
  return (
    <>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <DataTable {...table} loading={query.isPending} />
      )}
      {paging && (
        <Pagination
          labels={adminText.pagination}
          page={paging.data?.page ?? 1}
          pageCount={paging.data?.page_count ?? 1}
          onPage={paging.onPage}
        />
      )}
    </>
  );
}
