import { type ExportRequest, exportKinds, type Transfer } from '@shop/contract/admin-transfers';
import { Download, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { useNotify } from '../../../shared/ui/notify';
import page from '../page.module.css';
import { errorMessage } from '../query-state';
import { downloadTransfer, useStartExport, useTransfer } from './api';
import { TransferProgress } from './transfer-progress';
import { transferText as t } from './transfer-text';
import styles from './transfers-page.module.css';

/**
 * An export started with one press: the file is written by the job meanwhile, a small bar shows
 * how far it is, and 내려받기 appears when it is ready.
 */
export function ExportJob({ request }: { request: ExportRequest }) {
  const notify = useNotify();
  const [started, setStarted] = useState<number>();
  const start = useStartExport((transfer) => setStarted(transfer.id));
  const label = exportKinds.labels[request.kind];
  return (
    <span className={styles.exportJob}>
      <Button
        variant="secondary"
        className={page.small}
        loading={start.isPending}
        onClick={() =>
          start.mutate(request, { onError: (error) => notify(errorMessage(error), 'alert') })
        }
      >
        <FileDown size={14} strokeWidth={1.5} aria-hidden />
        {label}
      </Button>
      {started !== undefined && <ExportRun key={started} id={started} label={label} />}
    </span>
  );
}

/** The started export: its progress, then its file, or why it failed. */
function ExportRun({ id, label }: { id: number; label: string }) {
  const { data: transfer } = useTransfer(id);
  if (!transfer) return null;
  if (transfer.status === 'done') return <DownloadButton transfer={transfer} label={label} />;
  if (transfer.status === 'failed') {
    return (
      <span role="alert" className={styles.inlineError}>
        {t.exportFailed(transfer.error)}
      </span>
    );
  }
  return <TransferProgress transfer={transfer} label={label} compact />;
}

/** Saves a finished export with the admin's token (a plain link would go without it). */
export function DownloadButton({
  transfer,
  label,
  variant = 'primary',
}: {
  transfer: Transfer;
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  async function save() {
    setPending(true);
    try {
      await downloadTransfer(transfer);
    } catch (error) {
      notify(errorMessage(error), 'alert');
    } finally {
      setPending(false);
    }
  }
  return (
    <Button
      variant={variant}
      className={page.small}
      loading={pending}
      aria-label={t.downloadOf(label)}
      onClick={save}
    >
      <Download size={14} strokeWidth={1.5} aria-hidden />
      {t.download}
    </Button>
  );
}
