import { brand } from '@shop/contract/brand';
import { authText } from '../../shared/auth/messages';
import { SignInForm } from '../../shared/auth/sign-in-form';
import { Link } from '../../shared/routing';
import styles from './admin-guard.module.css';
import { GuardCard } from './guard-card';
import { adminText } from './messages';

/** Sign-in for the back office, shown in place of any admin page to a visitor. */
export function AdminSignIn() {
  const t = adminText.signIn;

  return (
    <GuardCard mark={<p className={styles.brand}>{brand.name}</p>} title={t.title} text={t.lead}>
      <SignInForm className={styles.form} failedText={authText.missing} />
      <p className={styles.links}>
        <Link to="/">{adminText.shopLink}</Link>
      </p>
    </GuardCard>
  );
}
