import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useNotify } from '../../shared/ui/notify';
import { useAccountForm } from './account-form';
import { useFindPassword } from './api';
import { EmailField, FormFailure } from './common-fields';
import { accountText } from './messages';
import styles from './page.module.css';
import { type FindPasswordFormInput, findPasswordFormSchema } from './schemas';
import { useFindRequest } from './use-find-request';

const text = accountText;

/** Find password: ID and email; the server mails a reset link and answers what it did. */
export function FindPasswordForm() {
  const notify = useNotify();
  const findPassword = useFindPassword();
  const { form, formRef, submitWith } = useAccountForm(findPasswordFormSchema, {
    userId: '',
    email: '',
  });
  const {
    register,
    formState: { errors },
  } = form;

  const {
    answer: sent,
    failure,
    submit,
  } = useFindRequest(async (values: FindPasswordFormInput) => {
    const answer = await findPassword.mutateAsync({
      user_id: values.userId,
      email: values.email,
    });
    notify(answer.message);
    return answer.message;
  }, text.find.passwordFailed);

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
      <EmailField
        hint={text.find.passwordNote}
        error={errors.email?.message}
        {...register('email')}
      />
      <FormFailure message={failure} />
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
