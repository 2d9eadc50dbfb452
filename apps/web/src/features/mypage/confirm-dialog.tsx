import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import styles from './dialogs.module.css';

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  dismiss,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  dismiss: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} title={title}>
      <div className={styles.dialog}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {dismiss}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
