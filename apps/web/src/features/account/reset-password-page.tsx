import { zodResolver } from '@hookform/resolvers/zod';
import { normalizeResetToken } from '@shop/contract/users';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/errors';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useNotify } from '../../shared/ui/notify';
import { useSetNewPassword } from './api';
import { focusFirstError } from './focus-first-error';
import { accountText } from './messages';
import styles from './page.module.css';
import { PageHeader } from './page-header';
import { type ResetFormInput, resetFormSchema } from './schemas';

const text = accountText;

/** The mail's link `/find-password/token=…`: a new password, then home (SPEC §2, §8). */
export function ResetPasswordPage() {
  usePageTitle(text.reset.title);
  const { token = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const setNewPassword = useSetNewPassword();
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<ResetFormInput, unknown, ResetFormInput>({
    resolver: zodResolver(resetFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = register('password');

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
      <PageHeader title={text.reset.title} lead={text.reset.lead} />
      <form
        className={styles.fields}
        ref={formRef}
        onSubmit={handleSubmit(submit, (errors) => focusFirstError(formRef.current, errors))}
        noValidate
      >
        <TextField
          label={text.fields.newPassword}
          type="password"
          autoComplete="new-password"
          hint={text.hints.password}
          error={errors.password?.message}
          {...password}
          onChange={async (event) => {
            await password.onChange(event);
            if (getFieldState('confirmPassword').isTouched) await trigger('confirmPassword');
          }}
        />
        <TextField
          label={text.fields.newPasswordConfirm}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {failure && (
          <p role="alert" className={styles.formError}>
            {failure}
          </p>
        )}
        <Button type="submit" block loading={setNewPassword.isPending}>
          {text.reset.submit}
        </Button>
      </form>
      <p className={styles.aside}>
        <Link to="/account?tab=password">{text.reset.again}</Link>
      </p>
    </section>
  );
}
