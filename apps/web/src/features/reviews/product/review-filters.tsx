import { type ReviewSort, reviewSortLabels } from '@shop/contract/review-rules';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { ReviewFilters } from './list-api';
import { reviewText as t } from './review-text';
import styles from './reviews-body.module.css';

const RATINGS = [5, 4, 3, 2, 1] as const;
const SORTS = Object.keys(reviewSortLabels) as ReviewSort[];

/** 포토 구매평만, 내 사이즈, 별점 and the order: each change asks the list again from page 1. */
export function ReviewFilterBar({
  sizes,
  filters,
  onChange,
}: {
  sizes: string[];
  filters: ReviewFilters;
  onChange: (filters: ReviewFilters) => void;
}) {
  const set = (change: Partial<ReviewFilters>) => onChange({ ...filters, ...change });
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t.filters}</legend>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={filters.photo}
        onClick={() => set({ photo: !filters.photo })}
      >
        {t.photoOnly}
      </button>
      {sizes.length > 0 && (
        <Select label={t.size} value={filters.size} onChange={(size) => set({ size })}>
          <option value="">{t.allSizes}</option>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      )}
      <Select
        label={t.rating}
        value={filters.rating === null ? '' : String(filters.rating)}
        onChange={(rating) => set({ rating: rating ? Number(rating) : null })}
      >
        <option value="">{t.allRatings}</option>
        {RATINGS.map((n) => (
          <option key={n} value={n}>
            {t.star(n)}
          </option>
        ))}
      </Select>
      <Select
        label={t.sort}
        value={filters.sort}
        onChange={(sort) => set({ sort: sort as ReviewSort })}
        className={styles.sort}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {reviewSortLabels[sort]}
          </option>
        ))}
      </Select>
    </fieldset>
  );
}

function Select({
  label,
  value,
  onChange,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={[styles.selectWrap, className ?? ''].join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <ChevronDown className={styles.chevron} size={16} strokeWidth={1.5} aria-hidden />
    </div>
  );
}
