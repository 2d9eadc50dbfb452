import { type Synonym, synonymRequestSchema } from '@shop/contract/admin-categories';
import { type FormEvent, useId, useState } from 'react';
import { DataTable } from '../../../shared/ui/data-table';
import { useNotify } from '../../../shared/ui/notify';
import { AdminPageHeader } from '../admin-page-header';
import { adminText } from '../messages';
import { errorMessage, LoadError } from '../query-state';
import { editRemoveColumn, RemoveRowConfirm, RowFormActions } from '../row-editing';
import { catalogText } from './catalog-text';
import { useDeleteSynonym, useSaveSynonym, useSynonyms } from './categories-api';
import styles from './categories-page.module.css';

const t = catalogText.synonyms;
const splitWords = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/** The search's synonyms: a word and the words that find the same products. */
export function AdminSynonymsPage() {
  const query = useSynonyms();
  const [editing, setEditing] = useState<Synonym>();
  const [removing, setRemoving] = useState<Synonym>();
  const remove = useDeleteSynonym();

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
            editRemoveColumn((row: Synonym) => row.term, setEditing, setRemoving),
          ]}
        />
      )}
      <RemoveRowConfirm
        row={removing}
        mutation={remove}
        variables={(row) => row.synonym_id}
        title={(row) => t.removeTitle(row.term)}
        removed={(row) => t.removed(row.term)}
        onClose={() => setRemoving(undefined)}
      >
        <p>{t.removeBody}</p>
      </RemoveRowConfirm>
    </>
  );
}

function SynonymForm({ editing, onDone }: { editing: Synonym | undefined; onDone: () => void }) {
  const id = useId();
  const [term, setTerm] = useState(editing?.term ?? '');
  const [words, setWords] = useState(editing?.synonyms.join(', ') ?? '');
  const [problem, setProblem] = useState<string>();
  const save = useSaveSynonym();
  const notify = useNotify();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = synonymRequestSchema.safeParse({ term, synonyms: splitWords(words) });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    try {
      const saved = await save.mutateAsync({ ...checked.data, id: editing?.synonym_id });
      notify(t.saved(saved.term));
      setTerm('');
      setWords('');
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {editing ? t.editTitle(editing.term) : t.formTitle}
      </h2>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-f1`} className={styles.label}>
            {t.term}
          </label>
          <input
            id={`${id}-f1`}
            className={styles.input}
            value={term}
            maxLength={30}
            onChange={(e) => setTerm(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-f2`} className={styles.label}>
            {t.words}
          </label>
          <input
            id={`${id}-f2`}
            className={styles.input}
            value={words}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setWords(e.target.value)}
          />
          <span id={`${id}-hint`} className={styles.hint}>
            {t.wordsHint}
          </span>
        </div>
      </div>
      <RowFormActions
        className={styles.formActions}
        error={problem}
        editing={editing !== undefined}
        onCancel={onDone}
        saving={save.isPending}
      />
    </form>
  );
}
