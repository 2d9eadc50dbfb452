import type { ReactNode } from 'react';
import { AlertText } from './alert-text';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal';

export type ConfirmDialogVariant = 'storefront' | 'backOffice';

const classes = {
  storefront: {
    body: styles.storefront,
    title: styles.storefrontTitle,
    actions: styles.storefrontActions,
  },
  backOffice: {
    body: styles.backOffice,
    title: styles.backOfficeTitle,
    actions: styles.backOfficeActions,
  },
} satisfies Record<ConfirmDialogVariant, Record<string, string | undefined>>;

/**
 * Asks before something that cannot be undone (a delete, a cancel, a refund). The dialog is named
 * by its title, or by its message when it has none; `children` add to the body (the back office
 * says there what will happen).
 */
export function ConfirmDialog({
  open = true,
  title,
  message,
  children,
  confirmLabel = '확인',
  cancelLabel = '취소',
  danger,
  pending,
  error,
  variant = 'storefront',
  onConfirm,
  onClose,
}: {
  open?: boolean;
  title?: string;
  message?: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  pending?: boolean;
  error?: string | undefined;
  variant?: ConfirmDialogVariant;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const c = classes[variant];
  return (
    <Modal open={open} onClose={onClose} title={title ?? message ?? ''}>
      <div className={c.body}>
        {title && <h2 className={c.title}>{title}</h2>}
        {message && <p className={title ? styles.explanation : styles.question}>{message}</p>}
        {children}
        <AlertText message={error} className={styles.error} />
        <div className={c.actions}>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
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
