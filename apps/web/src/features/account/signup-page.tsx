import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { PageHeader } from '../../shared/ui/page-header';
import { accountText } from './messages';
import styles from './page.module.css';
import { SignupForm } from './signup-form';

const text = accountText.signup;

export function SignupPage() {
  usePageTitle(text.title);
  return (
    <section className={styles.page}>
      <PageHeader eyebrow={accountText.eyebrow} title={text.title} lead={text.lead} />
      <SignupForm />
      <p className={styles.aside}>
        <span>{text.haveAccount}</span>
        <Link to="/account">{text.findAccount}</Link>
      </p>
    </section>
  );
}
