import {
  IMPORT_MAX_BYTES,
  type ImportKind,
  importKinds,
  type TransferDetail,
} from '@shop/contract/admin-transfers';
import { FileSpreadsheet, FileUp } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { errorMessage } from '../query-state';
import { useCheckImport } from './api';
import { downloadTemplate } from './sheet-template';
import { transferText as t } from './transfer-text';
import styles from './transfers-page.module.css';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why the browser refuses the file before sending it, if it does. */
function refusal(file: File) {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return t.wrongType;
  if (file.size > IMPORT_MAX_BYTES) return t.tooLarge(file.size);
  return undefined;
}

/** The kind and the file of an import; 미리 확인 sends it for the dry run. */
export function ImportForm({ onChecked }: { onChecked: (detail: TransferDetail) => void }) {
  const id = useId();
  const [kind, setKind] = useState<ImportKind>('catalog_import');
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const check = useCheckImport(onChecked);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    check.reset();
    if (!picked) return;
    const why = refusal(picked);
    setProblem(why);
    setFile(why ? undefined : picked);
    // The same file picked again after a refusal still fires a change.
    event.target.value = '';
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem(t.noFile);
      return;
    }
    check.mutate({ kind, file });
  }

  const message = problem ?? (check.isError ? errorMessage(check.error) : undefined);
  return (
    <form className={styles.importForm} onSubmit={submit} aria-label={t.imports}>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`} className={styles.label}>
          {t.kind}
        </label>
        <select
          id={`${id}-kind`}
          className={styles.select}
          value={kind}
          onChange={(event) => setKind(event.target.value as ImportKind)}
        >
          {importKinds.values.map((value) => (
            <option key={value} value={value}>
              {importKinds.labels[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <span className={styles.label} aria-hidden>
          {t.file}
        </span>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className={`visually-hidden ${styles.fileInput}`}
          aria-label={t.upload}
          aria-describedby={message ? `${id}-hint ${id}-message` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={pick}
        />
        <label htmlFor={`${id}-file`} className={styles.drop}>
          <FileUp size={20} strokeWidth={1.25} aria-hidden />
          <span className={styles.dropTitle}>{t.upload}</span>
          <span id={`${id}-hint`} className={styles.hint}>
            {file ? t.chosen(file.name, file.size) : t.fileHint}
          </span>
        </label>
      </div>
      {message && (
        <p role="alert" id={`${id}-message`} className={styles.error}>
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={check.isPending}>
          {t.dryRun}
        </Button>
        {kind === 'catalog_import' && (
          <Button variant="ghost" onClick={downloadTemplate}>
            <FileSpreadsheet size={16} strokeWidth={1.5} aria-hidden />
            {t.template}
          </Button>
        )}
      </div>
      {kind === 'catalog_import' && <p className={styles.hint}>{t.templateHint}</p>}
    </form>
  );
}
