import { useAuth } from '../../shared/auth/auth-context';
import { SignInLinks } from '../../shared/auth/sign-in-links';
import { useAskSignInOnce } from '../../shared/auth/sign-in-prompt';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link } from '../../shared/routing';
import { PageHeader } from '../../shared/ui/page-header';
import { EditForm } from './edit-form';
import { accountText } from './messages';
import styles from './page.module.css';

const text = accountText.edit;

/** Edit account (docs/api.md#pages-and-menu): members only; a calm placeholder while the login is restored. */
export function EditPage() {
  usePageTitle(text.title);
  const { status, user } = useAuth();
  useAskSignInOnce(status === 'out', text.loginRequiredNote);

  if (status === 'restoring') {
    return (
      <section className={styles.page} aria-busy="true">
        <PageHeader eyebrow={accountText.eyebrow} title={text.title} />
        <p role="status" className="visually-hidden">
          {text.loading}
        </p>
        <div className={styles.skeleton} aria-hidden>
          <span />
          <span />
          <span />
          <span />
        </div>
      </section>
    );
  }

  if (!user) {
    return (
      <section className={styles.page}>
        <PageHeader eyebrow={accountText.eyebrow} title={text.title} />
        <div className={styles.center}>
          <p className={styles.resultText}>{text.loginRequired}</p>
          <p className={styles.muted}>{text.loginRequiredNote}</p>
          <SignInLinks
            className={styles.links}
            loginLabel={text.login}
            homeLabel={text.home}
            reason={text.loginRequiredNote}
          />
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <PageHeader eyebrow={accountText.eyebrow} title={text.title} lead={text.lead} />
      <EditForm key={user.id} user={user} />
      <p className={styles.aside}>
        <span>{text.leaving}</span>
        <Link to="/mypage/withdraw">{text.withdraw}</Link>
      </p>
    </section>
  );
}
