import { brand } from '@shop/contract/brand';
import { Link } from 'react-router';
import { authText } from '../../shared/auth/messages';
import { SignInForm } from '../../shared/auth/sign-in-form';
import styles from './admin-guard.module.css';
import { adminText } from './messages';

/** Sign-in for the back office, shown in place of any admin page to a visitor. */
export function AdminSignIn() {
  const t = adminText.signIn;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{brand.name}</p>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.text}>{t.lead}</p>
        <SignInForm className={styles.form} failedText={authText.missing} />
        <p className={styles.links}>
          <Link to="/">{adminText.shopLink}</Link>
        </p>
      </div>
    </main>
  );
}
