import { useFormContext } from 'react-hook-form';
import { TextField } from '../../shared/ui/field';
import { accountText as text } from './messages';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

const newPasswordLabels: { password: string; confirm: string; hint: string } = {
  password: text.fields.newPassword,
  confirm: text.fields.newPasswordConfirm,
  hint: text.hints.password,
};

/**
 * A new password and its confirmation; changing the password re-checks a touched confirmation.
 * Sign-up names them as the first password of the account.
 */
export function NewPasswordFields({
  labels = newPasswordLabels,
}: {
  labels?: typeof newPasswordLabels;
}) {
  const {
    register,
    trigger,
    getFieldState,
    formState: { errors },
  } = useFormContext<PasswordPair>();
  const password = register('password');
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={labels.hint}
        error={errors.password?.message}
        {...password}
        onChange={async (event) => {
          await password.onChange(event);
          if (getFieldState('confirmPassword').isTouched) await trigger('confirmPassword');
        }}
      />
      <TextField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
