import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import styles from './admin-guard.module.css';
import { adminText } from './messages';

/** What a signed-in member who is not an admin sees at /admin. */
export function ForbiddenPage() {
  const t = adminText.forbidden;
  usePageTitle(t.title);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.code}>{t.code}</p>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.text}>{t.text}</p>
        <p className={styles.links}>
          <Link to="/">{t.home}</Link>
        </p>
      </div>
    </main>
  );
}
