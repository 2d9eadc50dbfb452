import { X } from 'lucide-react';
import styles from './active-filters.module.css';
import { clearedFilters, hasFilters, type ListFilters, toggled } from './list-params';
import { listText as t } from './list-text';

/** The filters in use as chips, each removable, and 전체 해제; nothing when none is in use. */
export function ActiveFilters({
  value,
  onChange,
}: {
  value: ListFilters;
  onChange: (next: ListFilters) => void;
}) {
  if (!hasFilters(value)) return null;
  const chips = [
    ...value.colors.map((c) => ({
      label: c,
      next: { ...value, colors: toggled(value.colors, c) },
    })),
    ...value.sizes.map((s) => ({ label: s, next: { ...value, sizes: toggled(value.sizes, s) } })),
    ...(value.minPrice !== null || value.maxPrice !== null
      ? [
          {
            label: t.priceChip(value.minPrice, value.maxPrice),
            next: { ...value, minPrice: null, maxPrice: null },
          },
        ]
      : []),
    ...(value.inStock ? [{ label: t.inStock, next: { ...value, inStock: false } }] : []),
  ];
  return (
    <section className={styles.chips} aria-label={t.activeFilters}>
      <ul className={styles.chipList}>
        {chips.map((chip) => (
          <li key={chip.label}>
            <button
              type="button"
              className={styles.chip}
              aria-label={t.removeChip(chip.label)}
              onClick={() => onChange(chip.next)}
            >
              {chip.label}
              <X size={14} strokeWidth={1.75} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.clear}
        onClick={() => onChange(clearedFilters(value))}
      >
        {t.clearAll}
      </button>
    </section>
  );
}
