import { formatWon } from '@shop/contract/format';
import { ChevronDown, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { IconOnlyButton } from '../../shared/ui/icon-only-button';
import { Stepper } from '../../shared/ui/stepper';
import { catalogText as t } from './catalog-text';
import styles from './option-picker.module.css';
import {
  canIncrease,
  decrease,
  increase,
  type OptionRow,
  removeOption,
  type Stocks,
  selectOption,
  totalPrice,
  visibleRows,
} from './option-rows';

interface OptionPickerProps {
  stocks: Stocks;
  price: number;
  rows: OptionRow[];
  onChange: (rows: OptionRow[]) => void;
  /** Under the select, for the options it cannot choose (the product page's 재입고 알림). */
  soldOut?: ReactNode;
}

/** The option select, one quantity row per chosen option (docs/api.md#client-state) and the total. */
export function OptionPicker({ stocks, price, rows, onChange, soldOut }: OptionPickerProps) {
  const selectId = useId();
  const shown = visibleRows(rows);
  const count = shown.reduce((sum, row) => sum + row.quantity, 0);

  return (
    <div className={styles.picker}>
      <label htmlFor={selectId} className={styles.label}>
        {t.optionLabel}
      </label>
      <div className={styles.selectWrap}>
        {/* Always back on the placeholder, so choosing an option again brings its row back. */}
        <select
          id={selectId}
          className={styles.select}
          value=""
          onChange={(event) => {
            if (event.target.value) onChange(selectOption(rows, event.target.value, stocks));
          }}
        >
          <option value="" disabled>
            {t.optionPlaceholder}
          </option>
          {Object.entries(stocks).map(([option, stock]) => (
            <option key={option} value={option} disabled={stock <= 0}>
              {stock <= 0 ? t.optionSoldOut(option) : option}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} size={16} strokeWidth={1.5} aria-hidden />
      </div>
      {soldOut}

      {shown.length > 0 && (
        <ul className={styles.rows}>
          {shown.map((row) => {
            const atMax = !canIncrease(row, stocks);
            return (
              <li key={row.option}>
                <fieldset className={styles.row} aria-label={row.option}>
                  <p className={styles.rowOption}>{row.option}</p>
                  <IconOnlyButton
                    label={t.remove(row.option)}
                    icon={X}
                    size={16}
                    className={styles.remove}
                    onClick={() => onChange(removeOption(rows, row.option))}
                  />
                  <Stepper
                    of={row.option}
                    classes={styles}
                    iconSize={14}
                    onStep={(delta) =>
                      onChange(
                        delta > 0 ? increase(rows, row.option, stocks) : decrease(rows, row.option),
                      )
                    }
                    disabled={{ increase: atMax }}
                  >
                    <output className={styles.quantity} aria-label={t.quantity}>
                      {row.quantity}
                    </output>
                  </Stepper>
                  {atMax && <span className={styles.max}>{t.maxReached(row.quantity)}</span>}
                  <span className={styles.rowPrice}>{formatWon(price * row.quantity)}</span>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}

      <p className={styles.total}>
        <span className={styles.totalLabel}>
          {t.total}
          {count > 0 && <span className={styles.totalCount}> {t.totalCount(count)}</span>}
        </span>
        <span className={styles.totalPrice} data-testid="total-price">
          {formatWon(totalPrice(rows, price))}
        </span>
      </p>
    </div>
  );
}
