import type { ReactNode } from 'react';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import styles from './confirm-dialog.module.css';
import { adminText } from './messages';

/** Asks before an action that cannot be undone (refund, delete, stop); the body says what happens. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = adminText.confirm.ok,
  danger,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  pending?: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {children}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {adminText.confirm.cancel}
          </Button>
          <Button
            className={danger ? styles.danger : undefined}
            loading={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
