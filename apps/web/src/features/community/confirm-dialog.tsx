import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { communityText as t } from './community-text';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before something is deleted. */
export function ConfirmDialog({ open, message, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={message}>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {t.confirm}
        </Button>
      </div>
    </Modal>
  );
}
