import { type TransferDetail, transferKinds } from '@shop/contract/admin-transfers';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { useNotify } from '../../../shared/ui/notify';
import { ActionConfirm } from '../action-confirm';
import { QueryStatus } from '../query-state';
import { useDiscardImport, useStartImport, useTransfer } from './api';
import { ReportRows } from './report-rows';
import { TransferStatusBadge } from './transfer-badges';
import { TransferProgress } from './transfer-progress';
import { transferText as t } from './transfer-text';
import styles from './transfers-page.module.css';

const r = t.report;

/** One import: its dry run to run or drop, its progress, then what it did. */
export function ImportReport({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useTransfer(id);
  const transfer = query.data;
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = transfer !== undefined;
  // Opened from the history below or from the form: the report's title is where reading goes on.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  if (!transfer) return <QueryStatus query={query} />;
  const kind = transferKinds.labels[transfer.kind];
  return (
    <section className={styles.report} aria-labelledby={`transfer-${id}`}>
      <div className={styles.reportHead}>
        <h3 id={`transfer-${id}`} ref={heading} tabIndex={-1} className={styles.reportTitle}>
          {r.title(kind, transfer.source_name)}
        </h3>
        <TransferStatusBadge status={transfer.status} />
      </div>
      <ReportBody transfer={transfer} kind={kind} onClose={onClose} />
    </section>
  );
}

function ReportBody({
  transfer,
  kind,
  onClose,
}: {
  transfer: TransferDetail;
  kind: string;
  onClose: () => void;
}) {
  const another = (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onClose}>
        {r.another}
      </Button>
    </div>
  );
  switch (transfer.status) {
    case 'checked':
      return <DryRun transfer={transfer} onClose={onClose} />;
    case 'queued':
    case 'running':
      return (
        <>
          <TransferProgress transfer={transfer} label={kind} />
          <p className={styles.hint}>{r.started}</p>
        </>
      );
    case 'done':
      return (
        <>
          <p role="status" className={styles.done}>
            {r.done}
          </p>
          <ReportRows transfer={transfer} />
          {another}
        </>
      );
    case 'failed':
      return (
        <>
          <p role="alert" className={styles.error}>
            {r.failed(transfer.error)}
          </p>
          {transfer.rows.length > 0 && <ReportRows transfer={transfer} />}
          {another}
        </>
      );
    case 'discarded':
      return (
        <>
          <p className={styles.hint}>{r.wasDiscarded}</p>
          {another}
        </>
      );
  }
}

/** The dry run: run it (asking first when rows with errors will be skipped) or drop it. */
function DryRun({ transfer, onClose }: { transfer: TransferDetail; onClose: () => void }) {
  const notify = useNotify();
  const start = useStartImport();
  const discard = useDiscardImport(() => {
    notify(r.discarded);
    onClose();
  });
  const [confirming, setConfirming] = useState<TransferDetail>();
  const { counts } = transfer;
  const runnable = counts.create + counts.update > 0;
  const run = () => {
    if (counts.error > 0) setConfirming(transfer);
    else start.mutate(transfer.id);
  };
  const failure = start.isError && !confirming ? start.error : discard.error;
  return (
    <>
      <ReportRows transfer={transfer} />
      {!runnable && <p className={styles.hint}>{r.nothingToRun}</p>}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button disabled={!runnable} loading={start.isPending && !confirming} onClick={run}>
          {t.start}
        </Button>
        <Button
          variant="secondary"
          loading={discard.isPending}
          onClick={() => discard.mutate(transfer.id)}
        >
          {t.discard}
        </Button>
      </div>
      <ActionConfirm
        target={confirming}
        mutation={start}
        variables={(target) => target.id}
        onDone={() => undefined}
        onClose={() => setConfirming(undefined)}
        title={t.start}
        confirmLabel={t.start}
      >
        <p>{r.skipErrors(counts.error)}</p>
      </ActionConfirm>
    </>
  );
}
