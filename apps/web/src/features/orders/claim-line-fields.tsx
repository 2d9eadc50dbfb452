import type { Order } from '@shop/contract/orders';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldMessage, fieldStyles } from '../../shared/ui/field';
import { Stepper } from '../../shared/ui/stepper';
import type { ClaimFormInput } from './claim-form';
import { claimText as t } from './claim-text';
import { availableUnits, type OrderLine } from './claim-units';
import styles from './claims.module.css';
import { canChoose, useExchangeChoices } from './exchange-options-api';

/**
 * Each line of the order with a quantity from 0 up to what it has left (its units less those
 * refunded and those other claims hold), and for an exchange the option wanted instead.
 */
export function ClaimLineFields({ order }: { order: Order }) {
  const available = useMemo(() => availableUnits(order), [order]);
  const kind = useWatch<ClaimFormInput, 'kind'>({ name: 'kind' });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t.lines}</legend>
      <p className={styles.lead}>{t.linesLead}</p>
      <ul className={styles.lines}>
        {order.items.map((line, index) => (
          <LineField
            key={line.line_id}
            line={line}
            index={index}
            available={available.get(line.line_id) ?? 0}
            exchange={kind === 'EXCHANGE'}
          />
        ))}
      </ul>
    </fieldset>
  );
}

function LineField({
  line,
  index,
  available,
  exchange,
}: {
  line: OrderLine;
  index: number;
  available: number;
  exchange: boolean;
}) {
  const { setValue } = useFormContext<ClaimFormInput>();
  const quantity = useWatch<ClaimFormInput, `lines.${number}.quantity`>({
    name: `lines.${index}.quantity`,
  });
  const of = `${line.item_name} (${line.option})`;
  const step = (delta: 1 | -1) =>
    setValue(`lines.${index}.quantity`, Math.min(available, Math.max(0, quantity + delta)), {
      shouldDirty: true,
    });

  return (
    <li className={styles.line}>
      <div className={styles.lineInfo}>
        <p className={styles.lineName}>{line.item_name}</p>
        <p className={styles.lineMeta}>
          {line.option} · {available > 0 ? t.available(available) : t.noneAvailable}
        </p>
      </div>
      {available > 0 && (
        <Stepper
          of={of}
          classes={styles}
          iconSize={14}
          onStep={step}
          disabled={{ decrease: quantity <= 0, increase: quantity >= available }}
        >
          <output className={styles.quantity} aria-label={`${of} ${t.quantity}`}>
            {quantity}
          </output>
        </Stepper>
      )}
      {exchange && quantity > 0 && <ExchangeOption line={line} index={index} />}
    </li>
  );
}

/** The option wanted instead: the product's others, a sold-out one shown but not to be chosen. */
function ExchangeOption({ line, index }: { line: OrderLine; index: number }) {
  const { register, getFieldState, formState } = useFormContext<ClaimFormInput>();
  const choices = useExchangeChoices(line.item_id, line.option, true);
  const id = useId();
  const name = `lines.${index}.exchange_option_id` as const;
  const error = choices.isError
    ? t.exchangeOptionsFailed
    : getFieldState(name, formState).error?.message;
  return (
    <div className={`${fieldStyles.field} ${styles.exchange}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t.exchangeOption(line.item_name)}
      </label>
      <div className={styles.selectWrap}>
        <select
          id={id}
          className={styles.select}
          disabled={!choices.data}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          {...register(name)}
        >
          <option value="">
            {choices.isPending ? t.exchangeOptionsLoading : t.exchangeOptionPlaceholder}
          </option>
          {choices.data?.map((choice) => (
            <option key={choice.label} value={choice.optionId ?? ''} disabled={!canChoose(choice)}>
              {choice.stock > 0 ? choice.label : t.soldOut(choice.label)}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} size={16} strokeWidth={1.5} aria-hidden />
      </div>
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  );
}
