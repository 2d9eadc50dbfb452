import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { type UseFormRegisterReturn, useFormContext, useWatch } from 'react-hook-form';
import styles from './form-parts.module.css';
import { accountText } from './messages';

export interface AgreementValues {
  agreeToTerms: boolean;
  agreeToPrivacy: boolean;
  agreeToSMS: boolean;
  agreeToEmailMarketing: boolean;
}

const text = accountText.agreements;
const items = [
  { name: 'agreeToTerms', required: true, ...text.terms },
  { name: 'agreeToPrivacy', required: true, ...text.privacy },
  { name: 'agreeToSMS', required: false, ...text.sms },
  { name: 'agreeToEmailMarketing', required: false, ...text.email },
] as const;
const names = items.map((item) => item.name);

/**
 * The four agreements and 전체 동의: the master sets all four, and it is checked only while all
 * four are (docs/api.md#client-state). Each item opens a short text.
 */
export function Agreements() {
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<AgreementValues>();
  const values = useWatch({ control, name: names });
  const allChecked = values.every(Boolean);
  const id = useId();

  const setAll = (checked: boolean) => {
    for (const name of names) {
      setValue(name, checked, {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: isSubmitted,
      });
    }
  };

  return (
    <fieldset className={styles.agreements}>
      <legend className="visually-hidden">{text.groupLabel}</legend>
      <div className={styles.all}>
        <input
          id={`${id}-all`}
          type="checkbox"
          className={styles.checkbox}
          checked={allChecked}
          onChange={(event) => setAll(event.target.checked)}
          aria-describedby={`${id}-all-note`}
        />
        <label htmlFor={`${id}-all`} className={styles.allLabel}>
          {text.all}
        </label>
        <p id={`${id}-all-note`} className={styles.allNote}>
          {text.allNote}
        </p>
      </div>
      <ul className={styles.items}>
        {items.map((item) => (
          <AgreementItem
            key={item.name}
            id={`${id}-${item.name}`}
            label={item.label}
            body={item.text}
            required={item.required}
            error={errors[item.name]?.message}
            registration={register(item.name)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

function AgreementItem({
  id,
  label,
  body,
  required,
  error,
  registration,
}: {
  id: string;
  label: string;
  body: string;
  required: boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const [open, setOpen] = useState(false);
  const tag = required ? text.required : text.optional;
  return (
    <li className={styles.item}>
      <div className={styles.itemRow}>
        <input
          {...registration}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className={styles.itemLabel}>
          {label} <span className={required ? styles.required : styles.optional}>({tag})</span>
        </label>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-text`}
          aria-label={`${label} ${open ? text.hide : text.show}`}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? text.hide : text.show}
          <ChevronDown size={16} strokeWidth={1.5} aria-hidden className={styles.chevron} />
        </button>
      </div>
      <p id={`${id}-text`} className={styles.itemText} hidden={!open}>
        {body}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.itemError}>
          {error}
        </p>
      )}
    </li>
  );
}
