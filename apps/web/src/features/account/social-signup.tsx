import {
  type OAuthSignupNeeded,
  oauthLoginResponseSchema,
  oauthMessages,
} from '@shop/contract/oauth';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { api } from '../../shared/api/http';
import { useAuth } from '../../shared/auth/auth-context';
import { Link, useNavigate } from '../../shared/routing';
import { AlertText } from '../../shared/ui/alert-text';
import { Button } from '../../shared/ui/button';
import { useNotify } from '../../shared/ui/notify';
import { useAccountForm } from './account-form';
import { Agreements } from './agreements';
import styles from './form-parts.module.css';
import { accountText } from './messages';
import { agreementsSchema } from './schemas';

const text = accountText.socialSignup;

/**
 * The consent step of a first Kakao or Naver sign-in: the account is created only when the
 * shopper agrees to the terms and the privacy notice here.
 */
export function SocialSignup({ social }: { social: OAuthSignupNeeded }) {
  const auth = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const { form, formRef, submitWith } = useAccountForm(agreementsSchema, {
    agreeToTerms: false,
    agreeToPrivacy: false,
    agreeToSMS: false,
    agreeToEmailMarketing: false,
  });
  const onValid = submitWith(async (values) => {
    setError(undefined);
    try {
      const tokens = await api(`/v1/oauth/${social.provider}/signup`, {
        method: 'POST',
        body: {
          signup_token: social.signup_token,
          agree_terms: values.agreeToTerms,
          agree_privacy: values.agreeToPrivacy,
          sns_confirm: values.agreeToSMS,
          email_confirm: values.agreeToEmailMarketing,
        },
        schema: oauthLoginResponseSchema,
      });
      await auth.loginWithTokens(tokens.access_token, tokens.secret_token);
      notify(text.done);
      navigate('/', { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : oauthMessages.providerFailed);
    }
  });
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={onValid} noValidate className={styles.socialSignup}>
        <p className={styles.socialWho}>
          {text.who(text.providers[social.provider], social.nickname)}
        </p>
        <Agreements />
        <AlertText message={error} />
        <Button type="submit" block loading={form.formState.isSubmitting}>
          {text.submit}
        </Button>
        <Link to="/" className={styles.socialCancel}>
          {text.cancel}
        </Link>
      </form>
    </FormProvider>
  );
}
