import { authText } from '../../shared/auth/messages';
import { SignInForm } from '../../shared/auth/sign-in-form';
import { Link } from '../../shared/routing';
import { useNotify } from '../../shared/ui/notify';
import styles from './login-form.module.css';
import { SocialButtons } from './social-buttons';

/** ID and password (Enter submits), links to sign-up, account help and 비회원 주문조회, social sign-in. */
export function LoginForm({
  onDone,
  onLeave,
}: {
  /** Signed in. */
  onDone?: () => void;
  /** Left for sign-up or account help, not signed in. */
  onLeave?: (() => void) | undefined;
}) {
  const notify = useNotify();

  return (
    <div className={styles.wrap}>
      <h2 className={styles.title}>로그인</h2>
      <SignInForm
        onSignedIn={() => {
          notify(authText.loggedIn);
          onDone?.();
        }}
      />
      <nav className={styles.links} aria-label="회원 메뉴">
        <Link to="/signup" onClick={onLeave}>
          회원가입
        </Link>
        <Link to="/account" onClick={onLeave}>
          아이디·비밀번호 찾기
        </Link>
        <Link to="/guest-order" onClick={onLeave}>
          비회원 주문조회
        </Link>
      </nav>
      <SocialButtons />
    </div>
  );
}
