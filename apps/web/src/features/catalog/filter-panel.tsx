import type { SearchFacets } from '@shop/contract/search';
import { colorSwatches } from '@shop/contract/search-facets';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import styles from './filter-panel.module.css';
import type { ListFilters } from './list-params';
import { toggled } from './list-params';
import { listText as t } from './list-text';

/**
 * The filters of the list: colour swatches, sizes, price bands or a range, 품절 제외, each choice
 * with how many products it would give. Controlled: the desktop panel changes the address at
 * once, the mobile sheet a draft it applies with its button.
 */
export function FilterPanel({
  value,
  facets,
  onChange,
}: {
  value: ListFilters;
  facets: SearchFacets | undefined;
  onChange: (next: ListFilters) => void;
}) {
  // Nothing until the counts are in: groups appearing above the price one would push it down.
  if (facets === undefined) return <div className={styles.panel} aria-busy="true" />;
  const colors = withChosen(facets.colors, value.colors, (v) => ({
    value: v,
    hex: colorSwatches[v] ?? null,
    count: 0,
  }));
  const sizes = withChosen(facets.sizes, value.sizes, (v) => ({ value: v, count: 0 }));

  return (
    <div className={styles.panel}>
      <ListGroup
        field="colors"
        items={colors}
        value={value}
        onChange={onChange}
        label={(c) => (
          <>
            <span
              className={styles.dot}
              style={{ background: c.hex ?? 'transparent' }}
              aria-hidden
            />
            <span className={styles.name}>{c.value}</span>
          </>
        )}
      />
      <ListGroup field="sizes" items={sizes} value={value} onChange={onChange} />

      <Group legend={t.price}>
        <Choices
          items={facets.price_bands.map((band) => ({ ...band, value: band.label }))}
          isOn={(band) => value.minPrice === band.min && value.maxPrice === band.max}
          onToggle={(band, on) =>
            onChange(
              on
                ? { ...value, minPrice: null, maxPrice: null }
                : { ...value, minPrice: band.min, maxPrice: band.max },
            )
          }
          label={(band) => band.label}
        />
        <PriceRange
          min={value.minPrice}
          max={value.maxPrice}
          onApply={(minPrice, maxPrice) => onChange({ ...value, minPrice, maxPrice })}
        />
      </Group>

      <label className={styles.stock}>
        <input
          type="checkbox"
          checked={value.inStock}
          onChange={(event) => onChange({ ...value, inStock: event.target.checked })}
        />
        {t.inStock}
      </label>
    </div>
  );
}

const Group = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className={styles.group}>
    <legend className={styles.legend}>{legend}</legend>
    {children}
  </fieldset>
);

const listLegends = { colors: t.color, sizes: t.size };

/** A facet whose chosen values the filters keep as a list (colours, sizes); none when it has none. */
function ListGroup<T extends { value: string; count: number }>({
  field,
  items,
  value,
  onChange,
  label = (item) => item.value,
}: {
  field: keyof typeof listLegends;
  items: T[];
  value: ListFilters;
  onChange: (next: ListFilters) => void;
  label?: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Group legend={listLegends[field]}>
      <Choices
        items={items}
        isOn={(item) => value[field].includes(item.value)}
        onToggle={(item) => onChange({ ...value, [field]: toggled(value[field], item.value) })}
        label={label}
      />
    </Group>
  );
}

/**
 * A row of pressed-or-not buttons, each with how many products it would give; one that would give
 * none cannot be pressed unless it already is.
 */
function Choices<T extends { value: string; count: number }>({
  items,
  isOn,
  onToggle,
  label,
}: {
  items: T[];
  isOn: (item: T) => boolean;
  onToggle: (item: T, on: boolean) => void;
  label: (item: T) => ReactNode;
}) {
  return (
    <ul className={styles.choices}>
      {items.map((item) => {
        const on = isOn(item);
        return (
          <li key={item.value}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={on}
              disabled={!on && item.count === 0}
              onClick={() => onToggle(item, on)}
            >
              {label(item)} <Count n={item.count} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** A choice's count, read as "12개". */
const Count = ({ n }: { n: number }) => (
  <>
    <span className={styles.count} aria-hidden>
      {n}
    </span>
    <span className="visually-hidden">{n}개</span>
  </>
);

/** The facet's choices, plus the chosen ones it no longer lists (they still need a way out). */
function withChosen<T extends { value: string }>(
  list: T[],
  chosen: string[],
  make: (value: string) => T,
): T[] {
  const missing = chosen.filter((v) => !list.some((item) => item.value === v));
  return [...list, ...missing.map(make)];
}

const toWon = (text: string): number | null => {
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Math.min(Number(digits), 100_000_000) : null;
};

/** Two amounts in won, applied together; a reversed range is put the right way round. */
function PriceRange({
  min,
  max,
  onApply,
}: {
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}) {
  const [low, setLow] = useState(min === null ? '' : String(min));
  const [high, setHigh] = useState(max === null ? '' : String(max));
  useEffect(() => {
    setLow(min === null ? '' : String(min));
    setHigh(max === null ? '' : String(max));
  }, [min, max]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const a = toWon(low);
    const b = toWon(high);
    if (a !== null && b !== null && a > b) onApply(b, a);
    else onApply(a, b);
  };
  return (
    <form className={styles.range} onSubmit={submit} aria-label={t.price}>
      <AmountInput label={t.minPrice} value={low} onChange={setLow} />
      <span aria-hidden>~</span>
      <AmountInput label={t.maxPrice} value={high} onChange={setHigh} />
      <button type="submit" className={styles.apply}>
        <span className="visually-hidden">{t.price}</span> {t.apply}
      </button>
    </form>
  );
}

/** One end of the price range, named by its placeholder. */
const AmountInput = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) => (
  <input
    aria-label={label}
    className={styles.amount}
    inputMode="numeric"
    placeholder={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
  />
);
