import { type Transfer, transferStatuses } from '@shop/contract/admin-transfers';
import { useId } from 'react';
import { transferText as t } from './transfer-text';
import styles from './transfers-page.module.css';

/**
 * A run's progress bar and "123 / 1,000 (12%)"; before the job has counted the rows it moves
 * without a value and says the run is waiting.
 */
export function TransferProgress({
  transfer,
  label,
  compact,
}: {
  transfer: Pick<Transfer, 'status' | 'processed' | 'total'>;
  /** What runs ("상품 일괄 등록"): the bar is named after it. */
  label: string;
  compact?: boolean;
}) {
  const textId = useId();
  const counted = transfer.total > 0;
  return (
    <div className={compact ? styles.progressCompact : styles.progress}>
      <progress
        className={styles.bar}
        aria-label={t.progressLabel(label)}
        aria-describedby={textId}
        {...(counted ? { max: transfer.total, value: transfer.processed } : {})}
      />
      <span id={textId} className={styles.progressText}>
        {counted
          ? t.progressOf(transfer.processed, transfer.total)
          : transferStatuses.labels[transfer.status]}
      </span>
    </div>
  );
}
