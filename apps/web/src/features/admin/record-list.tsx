import { useState } from 'react';
import type { Column } from '../../shared/ui/data-table';
import { useNotify } from '../../shared/ui/notify';
import { ActionConfirm } from './action-confirm';
import { AdminPageHeader } from './admin-page-header';
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

/**
 * A back-office list of records the shop writes (notices, banners): the header with the way to a
 * new one, the table, and the question before a delete. `columns` gets the function that asks.
 */
export function RecordListPage<Row extends { title: string }>({
  title,
  lead,
  newRecord,
  rowKey,
  query,
  columns,
  empty,
  remove,
  deleteText,
}: {
  title: string;
  lead: string;
  newRecord: { to: string; label: string };
  rowKey: (row: Row) => number;
  query: Parameters<typeof QueryTable<Row>>[0]['query'] & { data: Row[] | undefined };
  columns: (askDelete: (row: Row) => void) => Column<Row>[];
  empty: string;
  remove: RemoveMutation;
  deleteText: { title: string; confirm: string; body: (title: string) => string };
}) {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<Row>();
  return (
    <>
      <AdminPageHeader
        title={title}
        lead={lead}
        actions={<NewRecordLink to={newRecord.to}>{newRecord.label}</NewRecordLink>}
      />
      <section className={page.section}>
        <QueryTable
          caption={title}
          rowKey={rowKey}
          query={query}
          columns={columns(setDeleting)}
          rows={query.data}
          empty={empty}
        />
      </section>
      <ActionConfirm
        target={deleting}
        mutation={remove}
        variables={rowKey}
        onDone={() => notify(adminText.deleted)}
        onClose={() => setDeleting(undefined)}
        title={deleteText.title}
        confirmLabel={deleteText.confirm}
      >
        <p>{deleting && deleteText.body(deleting.title)}</p>
      </ActionConfirm>
    </>
  );
}
