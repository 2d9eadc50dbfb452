import { claimMessages } from '@shop/contract/claim-rules';
import { useId } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { AddressFields } from '../../shared/address/address-fields';
import { PhoneField } from '../../shared/address/contact-fields';
import { Button } from '../../shared/ui/button';
import { FieldMessage, fieldStyles } from '../../shared/ui/field';
import { FormField } from '../../shared/ui/form-field';
import type { ClaimFormInput } from './claim-form';
import { claimText as t } from './claim-text';
import styles from './claims.module.css';

/** Radios of one choice (the kind, the reason) in a fieldset named by its legend. */
export function ChoiceGroup({
  name,
  legend,
  labels,
}: {
  name: 'kind' | 'reason';
  legend: string;
  labels: Record<string, string>;
}) {
  const { register, getFieldState, formState } = useFormContext<ClaimFormInput>();
  const messageId = useId();
  const error = getFieldState(name, formState).error?.message;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? messageId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choiceList}>
        {Object.entries(labels).map(([value, label]) => (
          <label key={value} className={styles.choice}>
            <input type="radio" value={value} {...register(name)} />
            {label}
          </label>
        ))}
      </div>
      <FieldMessage id={messageId} error={error} />
    </fieldset>
  );
}

/** 상세 사유: optional, up to 500 characters, with the count. */
export function DetailField() {
  const { register, getFieldState, formState } = useFormContext<ClaimFormInput>();
  const detail = useWatch<ClaimFormInput, 'detail'>({ name: 'detail' });
  const id = useId();
  const error = getFieldState('detail', formState).error?.message;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t.detail}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={3}
        maxLength={500}
        placeholder={t.detailPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        {...register('detail')}
      />
      <FieldMessage
        id={`${id}-message`}
        error={error}
        hint={t.detailCount((detail ?? '').length)}
      />
    </div>
  );
}

/** Where the courier collects: the order's recipient and address unless the shopper changes them. */
export function PickupFields() {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t.pickup}</legend>
      <p className={styles.lead}>{t.pickupLead}</p>
      <div className={styles.pair}>
        <FormField name="recipient_name" label={t.pickupName} autoComplete="name" maxLength={30} />
        <PhoneField name="phone_num" />
      </div>
      <AddressFields />
    </fieldset>
  );
}

/**
 * 닫기 and 신청하기; sending waits until some units are chosen (and, for an exchange, the option
 * wanted for each), which the line under the buttons says.
 */
export function SubmitRow({ onClose }: { onClose: () => void }) {
  const [kind, lines] = useWatch<ClaimFormInput, ['kind', 'lines']>({ name: ['kind', 'lines'] });
  const { isSubmitting } = useFormState<ClaimFormInput>();
  const hintId = useId();
  const chosen = lines.filter((line) => line.quantity > 0);
  const waitingFor =
    chosen.length === 0
      ? claimMessages.linesRequired
      : kind === 'EXCHANGE' && chosen.some((line) => !line.exchange_option_id)
        ? claimMessages.exchangeOptionRequired
        : undefined;
  return (
    <div className={styles.submitRow}>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
        <Button
          type="submit"
          loading={isSubmitting}
          disabled={waitingFor !== undefined}
          aria-describedby={waitingFor ? hintId : undefined}
        >
          {t.submit}
        </Button>
      </div>
      {waitingFor && (
        <p id={hintId} className={styles.waiting}>
          {waitingFor}
        </p>
      )}
    </div>
  );
}
