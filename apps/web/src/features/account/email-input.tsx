import { EMAIL_DOMAINS } from '@shop/contract/users';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldMessage, fieldStyles } from '../../shared/ui/field';
import styles from './form-parts.module.css';
import { accountText } from './messages';
import { CUSTOM_DOMAIN, type EmailValues } from './schemas';

const text = accountText.fields;

/** A typed part of the address: plain text, never capitalised or spell-checked. */
const addressPart = {
  className: fieldStyles.input,
  type: 'text',
  autoCapitalize: 'off',
  spellCheck: false,
} as const;

/**
 * The email as local part @ domain: a select of the usual domains, and 직접입력 opens a box for
 * any other domain. `onSettled` runs when a part is left or the domain changes (duplicate check).
 */
export function EmailInput({ hint, onSettled }: { hint?: ReactNode; onSettled?: () => void }) {
  const {
    register,
    control,
    trigger,
    setFocus,
    getFieldState,
    formState: { errors },
  } = useFormContext<EmailValues>();
  const domain = useWatch({ control, name: 'emailDomain' });
  const id = useId();
  const messageId = `${id}-message`;
  const error =
    errors.emailLocal?.message ?? errors.emailDomain?.message ?? errors.emailCustomDomain?.message;
  const describedBy = error || hint ? messageId : undefined;

  // Choosing 직접입력 moves on to the box it opens (once the box is there).
  const focusCustom = useRef(false);
  useEffect(() => {
    if (domain === CUSTOM_DOMAIN && focusCustom.current) setFocus('emailCustomDomain');
    focusCustom.current = false;
  }, [domain, setFocus]);

  /** The whole-address rules and the duplicate message sit on the local part: recheck it. */
  const recheckLocal = async () => {
    if (getFieldState('emailLocal').isTouched) await trigger('emailLocal');
  };

  const local = register('emailLocal');
  const select = register('emailDomain');
  const custom = register('emailCustomDomain');

  return (
    <fieldset className={styles.group}>
      <legend className={fieldStyles.label}>{text.email}</legend>
      <div className={styles.emailRow}>
        <input
          {...local}
          {...addressPart}
          aria-label={text.emailLocal}
          inputMode="email"
          autoComplete="off"
          aria-invalid={errors.emailLocal ? true : undefined}
          aria-describedby={describedBy}
          onBlur={async (event) => {
            await local.onBlur(event);
            onSettled?.();
          }}
        />
        <span className={styles.at} aria-hidden>
          @
        </span>
        <select
          {...select}
          aria-label={text.emailDomain}
          className={`${fieldStyles.select} ${styles.select}`}
          aria-invalid={errors.emailDomain ? true : undefined}
          aria-describedby={describedBy}
          onChange={async (event) => {
            focusCustom.current = event.target.value === CUSTOM_DOMAIN;
            await select.onChange(event);
            await recheckLocal();
            onSettled?.();
          }}
        >
          <option value="" disabled>
            {text.domainPlaceholder}
          </option>
          {EMAIL_DOMAINS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
          <option value={CUSTOM_DOMAIN}>{text.customDomainOption}</option>
        </select>
      </div>
      {domain === CUSTOM_DOMAIN && (
        <input
          {...custom}
          {...addressPart}
          aria-label={text.emailCustomDomain}
          inputMode="url"
          placeholder={text.customDomainPlaceholder}
          aria-invalid={errors.emailCustomDomain ? true : undefined}
          aria-describedby={describedBy}
          onChange={async (event) => {
            await custom.onChange(event);
            await recheckLocal();
          }}
          onBlur={async (event) => {
            await custom.onBlur(event);
            onSettled?.();
          }}
        />
      )}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </fieldset>
  );
}
