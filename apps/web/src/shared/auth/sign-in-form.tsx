import { PASSWORD_SETUP_REQUIRED_STATUS } from '@shop/contract/password-setup';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/errors';
import { AlertText } from '../ui/alert-text';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { useAuth } from './auth-context';
import { authText } from './messages';
import styles from './sign-in-form.module.css';

/**
 * ID and password (Enter submits); the failure is read out above the button. A member brought
 * from the old shop is told instead, in a notice of its own, where the set-password mail went.
 */
export function SignInForm({
  className,
  failedText = authText.loginFailed,
  onSignedIn,
}: {
  className?: string;
  /** Shown when the failure carries no message of its own. */
  failedText?: string;
  onSignedIn?: () => void;
}) {
  const auth = useAuth();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [setupNotice, setSetupNotice] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const userId = String(data.get('user_id') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!userId || !password) {
      setError(authText.missing);
      return;
    }
    setPending(true);
    setError(undefined);
    setSetupNotice(undefined);
    try {
      await auth.login(userId, password);
      onSignedIn?.();
    } catch (e) {
      if (e instanceof ApiError && e.status === PASSWORD_SETUP_REQUIRED_STATUS && e.message) {
        setSetupNotice(e.message);
        return;
      }
      setError(e instanceof Error && e.message ? e.message : failedText);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={[styles.form, className ?? ''].join(' ')} onSubmit={submit} noValidate>
      <TextField label={authText.userId} name="user_id" autoComplete="username" />
      <TextField
        label={authText.password}
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <AlertText message={error} className={styles.error} />
      {setupNotice ? (
        <div role="alert" className={styles.setup}>
          <p className={styles.setupTitle}>{authText.passwordSetupTitle}</p>
          <p className={styles.setupText}>{setupNotice}</p>
        </div>
      ) : null}
      <Button type="submit" block loading={pending}>
        {authText.submit}
      </Button>
    </form>
  );
}
