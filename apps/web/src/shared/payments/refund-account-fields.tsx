import { BANKS } from '@shop/contract/banks';
import type { RefundAccountInput } from '@shop/contract/virtual-accounts';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldMessage, fieldStyles } from '../ui/field';
import { FormField } from '../ui/form-field';
import { refundAccountText as t } from './messages';
import styles from './refund-account-fields.module.css';

/**
 * 은행, 계좌번호 and 예금주 of a refund account, inside the react-hook-form form of
 * `useRefundAccountForm`; each field's message under it.
 */
export function RefundAccountFields({ lead = true }: { lead?: boolean }) {
  const { register, getFieldState, formState } = useFormContext<RefundAccountInput>();
  const bankId = useId();
  const bankError = getFieldState('bank', formState).error?.message;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t.legend}</legend>
      {lead && <p className={styles.lead}>{t.lead}</p>}
      <div className={fieldStyles.field}>
        <label htmlFor={bankId} className={fieldStyles.label}>
          {t.bank}
        </label>
        <select
          id={bankId}
          className={fieldStyles.select}
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? `${bankId}-message` : undefined}
          {...register('bank')}
        >
          <option value="">{t.bankPlaceholder}</option>
          {Object.entries(BANKS).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <FieldMessage id={`${bankId}-message`} error={bankError} />
      </div>
      <FormField
        name="account_number"
        label={t.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        hint={t.accountNumberHint}
      />
      <FormField name="holder_name" label={t.holder} autoComplete="name" maxLength={60} />
    </fieldset>
  );
}
