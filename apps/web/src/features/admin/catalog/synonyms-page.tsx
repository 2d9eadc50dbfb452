import { type Synonym, synonymRequestSchema } from '@shop/contract/admin-categories';
import { useState } from 'react';
import { DataTable } from '../../../shared/ui/data-table';
import { useNotify } from '../../../shared/ui/notify';
import { AdminPageHeader } from '../admin-page-header';
import { adminText } from '../messages';
import { LoadError } from '../query-state';
import { editRemoveColumn, useRemoval } from '../row-editing';
import { catalogText } from './catalog-text';
import { useDeleteSynonym, useSaveSynonym, useSynonyms } from './categories-api';
import { PanelField, PanelForm, useCheckedSubmit } from './panel-form';

const t = catalogText.synonyms;
const rowText = adminText.rowEditing;
const splitWords = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/** The search's synonyms: a word and the words that find the same products. */
export function AdminSynonymsPage() {
  const query = useSynonyms();
  const [editing, setEditing] = useState<Synonym>();
  const removal = useRemoval(useDeleteSynonym(), t, (s: Synonym) => [s.synonym_id, s.term]);

  return (
    <>
      <AdminPageHeader title={adminText.nav.synonyms} lead={t.lead} />
      <SynonymForm
        key={editing?.synonym_id ?? 'new'}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <DataTable
          caption={adminText.nav.synonyms}
          rows={query.data?.synonyms}
          loading={query.isPending}
          rowKey={(row) => row.synonym_id}
          empty={t.none}
          columns={[
            { key: 'term', header: t.term, cell: (row) => row.term },
            { key: 'words', header: t.words, cell: (row) => row.synonyms.join(', ') },
            editRemoveColumn((row: Synonym) => row.term, setEditing, removal.ask),
          ]}
        />
      )}
      {removal.dialog}
    </>
  );
}

function SynonymForm({ editing, onDone }: { editing: Synonym | undefined; onDone: () => void }) {
  const [term, setTerm] = useState(editing?.term ?? '');
  const [words, setWords] = useState(editing?.synonyms.join(', ') ?? '');
  const save = useSaveSynonym();
  const notify = useNotify();
  const { problem, submit } = useCheckedSubmit(
    () => synonymRequestSchema.safeParse({ term, synonyms: splitWords(words) }),
    async (data) => {
      const saved = await save.mutateAsync({ ...data, id: editing?.synonym_id });
      notify(t.saved(saved.term));
      setTerm('');
      setWords('');
      onDone();
    },
  );

  return (
    <PanelForm
      title={editing ? t.editTitle(editing.term) : t.formTitle}
      problem={problem}
      onSubmit={submit}
      submit={{ label: editing ? rowText.save : rowText.add, pending: save.isPending }}
      onCancel={editing ? onDone : undefined}
    >
      <PanelField
        label={t.term}
        control={(props) => (
          <input {...props} value={term} maxLength={30} onChange={(e) => setTerm(e.target.value)} />
        )}
      />
      <PanelField
        label={t.words}
        hint={t.wordsHint}
        control={(props) => (
          <input {...props} value={words} onChange={(e) => setWords(e.target.value)} />
        )}
      />
    </PanelForm>
  );
}
