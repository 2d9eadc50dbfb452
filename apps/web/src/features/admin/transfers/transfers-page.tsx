import { useSearchParams } from '../../../shared/routing';
import { AdminPageHeader } from '../admin-page-header';
import { adminText } from '../messages';
import { ExportPanel } from './export-panel';
import { ImportForm } from './import-form';
import { ImportReport } from './import-report';
import { TransferHistory } from './transfer-history';
import { transferText as t } from './transfer-text';
import styles from './transfers-page.module.css';

/**
 * 가져오기·내보내기: an import is checked first (a dry run) and run as a job once the operator
 * agrees; exports are written by the job and downloaded when ready. The open import is in the
 * address (`?import=<id>`), so a reload or the history's link brings its report back.
 */
export function AdminTransfersPage() {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('import')) || undefined;
  const show = (id: number | undefined) =>
    setParams(id === undefined ? new URLSearchParams() : new URLSearchParams({ import: `${id}` }));
  return (
    <>
      <AdminPageHeader title={adminText.nav.transfers} lead={t.lead} />
      <section className={styles.section} aria-labelledby="transfers-imports">
        <h2 id="transfers-imports" className={styles.sectionTitle}>
          {t.imports}
        </h2>
        {open === undefined ? (
          <ImportForm onChecked={(detail) => show(detail.id)} />
        ) : (
          <ImportReport key={open} id={open} onClose={() => show(undefined)} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="transfers-exports">
        <h2 id="transfers-exports" className={styles.sectionTitle}>
          {t.exports}
        </h2>
        <ExportPanel />
      </section>
      <section className={styles.section} aria-labelledby="transfers-history">
        <h2 id="transfers-history" className={styles.sectionTitle}>
          {t.history}
        </h2>
        <TransferHistory />
      </section>
    </>
  );
}
