import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { authText } from '../../shared/auth/messages';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useNotify } from '../../shared/ui/notify';
import styles from './login-form.module.css';
import { SocialButtons } from './social-buttons';

/** ID and password (Enter submits), links to sign-up and account help, social sign-in. */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const auth = useAuth();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const userId = String(data.get('user_id') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!userId || !password) {
      setError('아이디와 비밀번호를 입력해주세요.');
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await auth.login(userId, password);
      notify(authText.loggedIn);
      onDone?.();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : authText.loginFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.wrap}>
      <h2 className={styles.title}>로그인</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="아이디" name="user_id" autoComplete="username" />
        <TextField
          label="비밀번호"
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
          로그인
        </Button>
      </form>
      <nav className={styles.links} aria-label="회원 메뉴">
        <Link to="/signup" onClick={onDone}>
          회원가입
        </Link>
        <Link to="/account" onClick={onDone}>
          아이디·비밀번호 찾기
        </Link>
      </nav>
      <SocialButtons />
    </div>
  );
}
