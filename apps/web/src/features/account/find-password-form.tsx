import { useState } from 'react';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useNotify } from '../../shared/ui/notify';
import { useAccountForm } from './account-form';
import { useFindPassword } from './api';
import { accountText } from './messages';
import styles from './page.module.css';
import { type FindPasswordFormInput, findPasswordFormSchema } from './schemas';
import { findErrorMessage } from './server-errors';

const text = accountText;

/** Find password: ID and email; the server mails a reset link and answers what it did. */
export function FindPasswordForm() {
  const notify = useNotify();
  const findPassword = useFindPassword();
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { form, formRef, submitWith } = useAccountForm(findPasswordFormSchema, {
    userId: '',
    email: '',
  });
  const {
    register,
    formState: { errors },
  } = form;

  async function submit(values: FindPasswordFormInput) {
    setFailure(undefined);
    setSent(undefined);
    try {
      const answer = await findPassword.mutateAsync({
        user_id: values.userId,
        email: values.email,
      });
      setSent(answer.message);
      notify(answer.message);
    } catch (error) {
      setFailure(findErrorMessage(error, text.find.passwordFailed));
    }
  }

  return (
    <form className={styles.fields} ref={formRef} onSubmit={submitWith(submit)} noValidate>
      <TextField
        label={text.fields.userId}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.userId?.message}
        {...register('userId')}
      />
      <TextField
        label={text.fields.email}
        type="email"
        autoComplete="email"
        placeholder={text.placeholders.email}
        hint={text.find.passwordNote}
        error={errors.email?.message}
        {...register('email')}
      />
      {failure && (
        <p role="alert" className={styles.formError}>
          {failure}
        </p>
      )}
      {sent && (
        <div className={styles.result}>
          <p className={styles.resultText}>{sent}</p>
        </div>
      )}
      <Button type="submit" block loading={findPassword.isPending}>
        {text.find.passwordSubmit}
      </Button>
    </form>
  );
}
