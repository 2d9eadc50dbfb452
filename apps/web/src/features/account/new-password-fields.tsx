import { useFormContext } from 'react-hook-form';
import { TextField } from '../../shared/ui/field';
import { accountText as text } from './messages';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation; changing the password re-checks a touched confirmation. */
export function NewPasswordFields() {
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
    </>
  );
}
