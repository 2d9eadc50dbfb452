import { useAuth } from '../../shared/auth/auth-context';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link } from '../../shared/routing';
import styles from './admin-guard.module.css';
import { GuardCard } from './guard-card';
import { adminText } from './messages';

/** What a signed-in member who is not an admin sees at /admin. */
export function ForbiddenPage() {
  const t = adminText.forbidden;
  const { logout } = useAuth();
  usePageTitle(t.title);
  return (
    <GuardCard mark={<p className={styles.code}>{t.code}</p>} title={t.title} text={t.text}>
      <p className={styles.links}>
        <Link to="/">{t.home}</Link>
        <button type="button" className={styles.linkButton} onClick={() => logout()}>
          {t.switchAccount}
        </button>
      </p>
    </GuardCard>
  );
}
