import { oauthSignupNeededSchema } from '@shop/contract/oauth';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link, useLocation } from '../../shared/routing';
import { PageHeader } from '../../shared/ui/page-header';
import { accountText } from './messages';
import styles from './page.module.css';
import { SignupForm } from './signup-form';
import { SocialSignup } from './social-signup';

const socialOf = (state: unknown) =>
  oauthSignupNeededSchema.safeParse((state as { social?: unknown } | null)?.social).data;

const text = accountText.signup;

/** /signup: the sign-up form, or the consent step of a first social sign-in (route state). */
export function SignupPage() {
  const social = socialOf(useLocation().state);
  usePageTitle(social ? accountText.socialSignup.title : text.title);
  if (social) {
    return (
      <section className={styles.page}>
        <PageHeader
          eyebrow={accountText.eyebrow}
          title={accountText.socialSignup.title}
          lead={accountText.socialSignup.lead}
        />
        <SocialSignup social={social} />
      </section>
    );
  }
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
