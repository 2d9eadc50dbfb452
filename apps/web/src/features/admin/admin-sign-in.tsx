import { brand } from '@shop/contract/brand';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import styles from './admin-guard.module.css';
import { adminText } from './messages';

/** Sign-in for the back office, shown in place of any admin page to a visitor. */
export function AdminSignIn() {
  const auth = useAuth();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const t = adminText.signIn;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const userId = String(data.get('user_id') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!userId || !password) return setError(t.missing);
    setPending(true);
    setError(undefined);
    try {
      await auth.login(userId, password);
    } catch (e) {
      setError(e instanceof Error ? e.message : t.missing);
    } finally {
      setPending(false);
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{brand.name}</p>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.text}>{t.lead}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField label={t.userId} name="user_id" autoComplete="username" />
          <TextField
            label={t.password}
            name="password"
            type="password"
            autoComplete="current-password"
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <Button type="submit" block loading={pending}>
            {t.submit}
          </Button>
        </form>
        <p className={styles.links}>
          <Link to="/">{adminText.shopLink}</Link>
        </p>
      </div>
    </main>
  );
}
