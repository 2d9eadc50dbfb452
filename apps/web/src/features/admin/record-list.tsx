import { type ReactNode, useState } from 'react';
import type { Column } from '../../shared/ui/data-table';
import { useNotify } from '../../shared/ui/notify';
import { ActionConfirm } from './action-confirm';
import { AdminPageHeader } from './admin-page-header';
import { actionsColumn, RowButton } from './columns';
import { adminText } from './messages';
import page from './page.module.css';
import { QueryTable } from './query-table';
import { NewRecordLink } from './record-form';

interface RemoveMutation {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
  mutate: (id: number, options: { onSuccess: () => void }) => void;
}

/** The words a record list needs, the same keys in every such list's messages. */
interface RecordListText {
  lead: string;
  write: string;
  none: string;
  actions: string;
  delete: string;
  deleteTitle: string;
  deleteBody: (title: string) => string;
}

/**
 * A back-office list of records the shop writes (notices, banners): the header with the way to a
 * new one (`path`/new), the table with each row's `rowActions` and its delete button, and the
 * question before a delete.
 */
export function RecordListPage<Row extends { title: string }>({
  title,
  text,
  path,
  rowKey,
  query,
  columns,
  rowActions,
  remove,
}: {
  title: string;
  text: RecordListText;
  path: string;
  rowKey: (row: Row) => number;
  query: Parameters<typeof QueryTable<Row>>[0]['query'] & { data: Row[] | undefined };
  columns: Column<Row>[];
  rowActions: (row: Row) => ReactNode;
  remove: RemoveMutation;
}) {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<Row>();
  return (
    <>
      <AdminPageHeader
        title={title}
        lead={text.lead}
        actions={<NewRecordLink to={`${path}/new`}>{text.write}</NewRecordLink>}
      />
      <section className={page.section}>
        <QueryTable
          caption={title}
          rowKey={rowKey}
          query={query}
          columns={[
            ...columns,
            actionsColumn(text.actions, (row: Row) => (
              <span className={page.rowActions}>
                {rowActions(row)}
                <RowButton row={row.title} label={text.delete} onClick={() => setDeleting(row)} />
              </span>
            )),
          ]}
          rows={query.data}
          empty={text.none}
        />
      </section>
      <ActionConfirm
        target={deleting}
        mutation={remove}
        variables={rowKey}
        onDone={() => notify(adminText.deleted)}
        onClose={() => setDeleting(undefined)}
        title={text.deleteTitle}
        confirmLabel={text.delete}
      >
        <p>{deleting && text.deleteBody(deleting.title)}</p>
      </ActionConfirm>
    </>
  );
}
