import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useNavigate } from '../../shared/routing';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

/** The mobile login screen (desktop uses the modal); after signing in, home. */
export function LoginPage() {
  usePageTitle('로그인');
  const navigate = useNavigate();
  return (
    <section className={styles.page}>
      <LoginForm onDone={() => navigate('/')} />
    </section>
  );
}
