import { useFormContext } from 'react-hook-form';
import { TextField } from '../ui/field';
import { addressText as t } from './messages';

/** The recipient's mobile number, under whichever name the form keeps it. */
export function PhoneField({ name, label = t.phone }: { name: string; label?: string }) {
  const { register, getFieldState, formState } = useFormContext();
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      placeholder={t.phonePlaceholder}
      error={getFieldState(name, formState).error?.message}
      {...register(name)}
    />
  );
}

/** 배송 요청사항: the note for the courier, kept as `requirements`. */
export function RequirementsField() {
  const { register, getFieldState, formState } = useFormContext();
  return (
    <TextField
      label={t.requirements}
      placeholder={t.requirementsPlaceholder}
      error={getFieldState('requirements', formState).error?.message}
      {...register('requirements')}
    />
  );
}
