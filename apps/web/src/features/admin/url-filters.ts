import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../shared/routing';

/** A list screen's filters: every value a string, '' meaning "not filtered". */
export type Filters = Record<string, string>;

/** The filters in the address, with the defaults for the ones it does not name. */
export function readFilters<F extends Filters>(params: URLSearchParams, defaults: F): F {
  const values: Filters = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  return values as F;
}

/** The address's query for the filters: defaults and blanks are left out, so links stay short. */
export function writeFilters<F extends Filters>(values: F, defaults: F): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed && trimmed !== defaults[key]) params.set(key, trimmed);
  }
  return params;
}

/**
 * Filters kept in the address (shareable, back button works). Changing anything but the page
 * goes back to page 1, so a new search never lands on an empty page.
 */
export function useUrlFilters<F extends Filters & { page?: string }>(defaults: F) {
  const [params, setParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the defaults are a constant per screen
  const filters = useMemo(() => readFilters(params, defaults), [params]);
  const setFilters = useCallback(
    (changes: Partial<F>) => {
      const next = { ...filters, ...changes } as F;
      if (!('page' in changes) && 'page' in defaults) (next as Filters).page = defaults.page ?? '1';
      setParams(writeFilters(next, defaults));
    },
    [filters, defaults, setParams],
  );
  /** To another page of the list, the filters kept. */
  const toPage = useCallback(
    (page: number) => setFilters({ page: String(page) } as Partial<F>),
    [setFilters],
  );
  // The filter bar's values; 검색 applies its fields, 초기화 goes back to the defaults and page 1.
  const bar = {
    values: filters,
    onApply: setFilters,
    onReset: () => setParams(new URLSearchParams()),
  };
  return [filters, setFilters, { bar, toPage, page: Number(filters.page) || 1 }] as const;
}
