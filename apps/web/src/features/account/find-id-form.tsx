import { formatPhone } from '@shop/contract/format';
import { Link } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useNotify } from '../../shared/ui/notify';
import { useAccountForm } from './account-form';
import { useFindId } from './api';
import { EmailField, FormFailure, NameField } from './common-fields';
import { accountText } from './messages';
import styles from './page.module.css';
import { findIdFormSchema } from './schemas';
import { useFindRequest } from './use-find-request';

const text = accountText;

/** Digits and hyphens only; eleven digits read as 010-1234-5678 (docs/api.md#form-checks). */
function formatAsTyped(event: React.ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const cleaned = input.value.replace(/[^\d-]/g, '');
  const digits = cleaned.replace(/\D/g, '');
  const shown = digits.length === 11 ? formatPhone(digits) : cleaned;
  if (shown !== input.value) input.value = shown;
}

/** Find ID: name, phone and email; the ID is shown on the page and in a toast. */
export function FindIdForm({ onFindPassword }: { onFindPassword: () => void }) {
  const notify = useNotify();
  const findId = useFindId();
  const { form, formRef, submitWith } = useAccountForm(findIdFormSchema, {
    name: '',
    phone: '',
    email: '',
  });
  const {
    register,
    formState: { errors },
  } = form;
  const phone = register('phone');

  const {
    answer: found,
    failure,
    submit,
  } = useFindRequest(async (values: { name: string; phone: string; email: string }) => {
    const answer = await findId.mutateAsync({
      name: values.name,
      phone_num: values.phone,
      email: values.email,
    });
    notify(text.find.found(answer.user_id));
    return answer.user_id;
  }, text.find.idFailed);

  return (
    <form className={styles.fields} ref={formRef} onSubmit={submitWith(submit)} noValidate>
      <NameField error={errors.name?.message} {...register('name')} />
      <TextField
        label={text.fields.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={13}
        placeholder={text.placeholders.phone}
        hint={text.hints.findPhone}
        error={errors.phone?.message}
        {...phone}
        onChange={(event) => {
          formatAsTyped(event);
          return phone.onChange(event);
        }}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <FormFailure message={failure} />
      {found && (
        <div className={styles.result}>
          <p className={styles.resultText}>
            {text.find.foundBefore}
            <strong className={styles.foundId}>{found}</strong>
            {text.find.foundAfter}
          </p>
          <div className={styles.resultLinks}>
            <Link to="/login" className={styles.textButton}>
              {text.find.login}
            </Link>
            <button type="button" className={styles.textButton} onClick={onFindPassword}>
              {text.find.toPassword}
            </button>
          </div>
        </div>
      )}
      <Button type="submit" block loading={findId.isPending}>
        {text.find.idSubmit}
      </Button>
    </form>
  );
}
