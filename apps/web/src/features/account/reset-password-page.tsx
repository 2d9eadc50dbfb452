import { normalizeResetToken } from '@shop/contract/users';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { ApiError } from '../../shared/api/errors';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link, useNavigate, useParams } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { useNotify } from '../../shared/ui/notify';
import { PageHeader } from '../../shared/ui/page-header';
import { useAccountForm } from './account-form';
import { useSetNewPassword } from './api';
import { FormFailure } from './common-fields';
import { accountText } from './messages';
import { NewPasswordFields } from './new-password-fields';
import styles from './page.module.css';
import { type ResetFormInput, resetFormSchema } from './schemas';

const text = accountText;

/** The mail's link `/find-password/token=…`: a new password, then home (docs/api.md#users). */
export function ResetPasswordPage() {
  usePageTitle(text.reset.title);
  const { token = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const setNewPassword = useSetNewPassword();
  const [failure, setFailure] = useState<string>();
  const { form, formRef, submitWith } = useAccountForm(resetFormSchema, {
    password: '',
    confirmPassword: '',
  });

  async function submit(values: ResetFormInput) {
    setFailure(undefined);
    try {
      await setNewPassword.mutateAsync({
        verification_token: normalizeResetToken(token),
        new_password: values.password,
        confirm_password: values.confirmPassword,
      });
      notify(text.reset.done);
      navigate('/');
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status !== 0 ? error.message : text.unknownError,
      );
    }
  }

  return (
    <section className={styles.page}>
      <PageHeader eyebrow={accountText.eyebrow} title={text.reset.title} lead={text.reset.lead} />
      <FormProvider {...form}>
        <form className={styles.fields} ref={formRef} onSubmit={submitWith(submit)} noValidate>
          <NewPasswordFields />
          <FormFailure message={failure} />
          <Button type="submit" block loading={setNewPassword.isPending}>
            {text.reset.submit}
          </Button>
        </form>
      </FormProvider>
      <p className={styles.aside}>
        <Link to="/account?tab=password">{text.reset.again}</Link>
      </p>
    </section>
  );
}
