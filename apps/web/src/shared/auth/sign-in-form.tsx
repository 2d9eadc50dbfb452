import { type FormEvent, useState } from 'react';
import { AlertText } from '../ui/alert-text';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { useAuth } from './auth-context';
import { authText } from './messages';
import styles from './sign-in-form.module.css';

/** ID and password (Enter submits); the failure is read out above the button. */
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
    try {
      await auth.login(userId, password);
      onSignedIn?.();
    } catch (e) {
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
      <Button type="submit" block loading={pending}>
        {authText.submit}
      </Button>
    </form>
  );
}
