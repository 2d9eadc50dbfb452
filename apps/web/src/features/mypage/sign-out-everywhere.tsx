import { useState } from 'react';
import { ApiError } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/auth-context';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { useNotify } from '../../shared/ui/notify';
import { mypageText } from './messages';
import styles from './mypage.module.css';

const t = mypageText.sessions;

/** Ends every session of the member (POST /v1/users/logout-all), after asking once. */
export function SignOutEverywhere() {
  const { logoutEverywhere } = useAuth();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    setBusy(true);
    try {
      await logoutEverywhere();
    } catch (error) {
      // A 401 already signed this device out (and said so); anything else is worth a retry.
      if (!(error instanceof ApiError && error.status === 401)) notify(t.failed, 'alert');
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <LabelledSection id="sessions-heading" className={styles.block}>
      <SectionHeading className={styles.blockTitle}>{t.title}</SectionHeading>
      <p className={styles.sessionsNote}>{t.note}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t.logoutAll}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t.confirmTitle}
          message={t.confirmText}
          confirmLabel={t.confirmYes}
          cancelLabel={t.confirmNo}
          pending={busy}
          onConfirm={onConfirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </LabelledSection>
  );
}
