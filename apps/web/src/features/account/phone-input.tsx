import { PHONE_PREFIX } from '@shop/contract/users';
import { type ChangeEvent, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldStyles } from '../../shared/ui/field';
import styles from './form-parts.module.css';
import { accountText } from './messages';
import type { PhoneValues } from './schemas';

const PART_LENGTH = 4;

/** Keeps digits only, at most four, before the form reads the value. */
function keepDigits(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const digits = input.value.replace(/\D/g, '').slice(0, PART_LENGTH);
  if (digits !== input.value) input.value = digits;
}

/** The phone number as 010 (fixed) and two parts of up to four digits, numeric keyboard. */
export function PhoneInput() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PhoneValues>();
  const id = useId();
  const errorId = `${id}-error`;
  const error = errors.phoneMiddle?.message ?? errors.phoneLast?.message;

  const part = (name: keyof PhoneValues, label: string, autoComplete: string) => {
    const registration = register(name);
    const invalid = Boolean(errors[name]);
    return (
      <>
        <label htmlFor={`${id}-${name}`} className="visually-hidden">
          {label}
        </label>
        <input
          {...registration}
          id={`${id}-${name}`}
          className={fieldStyles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={PART_LENGTH}
          autoComplete={autoComplete}
          aria-invalid={invalid || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            keepDigits(event);
            return registration.onChange(event);
          }}
        />
      </>
    );
  };

  return (
    <fieldset className={styles.group}>
      <legend className={fieldStyles.label}>{accountText.fields.phone}</legend>
      <div className={styles.phoneRow}>
        <span className={styles.prefix}>{PHONE_PREFIX}</span>
        <span className={styles.dash} aria-hidden>
          –
        </span>
        {part('phoneMiddle', accountText.fields.phoneMiddle, 'tel-local-prefix')}
        <span className={styles.dash} aria-hidden>
          –
        </span>
        {part('phoneLast', accountText.fields.phoneLast, 'tel-local-suffix')}
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
