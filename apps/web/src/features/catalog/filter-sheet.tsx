import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { IconOnlyButton } from '../../shared/ui/icon-only-button';
import { FilterPanel } from './filter-panel';
import styles from './filter-sheet.module.css';
import { clearedFilters, type ListFilters } from './list-params';
import { listText as t } from './list-text';
import { useFilterCount } from './search-api';

/**
 * The filters on a phone: a bottom sheet over the list. Choices change a draft; the button says
 * how many products the draft gives ("상품 12개 보기") and applies it; closing drops it.
 * Shown while mounted: the draft starts from the list's filters each time it opens.
 */
export function FilterSheet({
  value,
  onApply,
  onClose,
}: {
  value: ListFilters;
  onApply: (next: ListFilters) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(value);
  const panel = useRef<HTMLDivElement>(null);
  const counted = useFilterCount(draft);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);

  const total = counted.data?.total;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboards close with Escape or the close button
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="filter-sheet-title"
      >
        <div className={styles.head}>
          <h2 id="filter-sheet-title" className={styles.title} tabIndex={-1}>
            {t.filters}
          </h2>
          <IconOnlyButton
            label={t.closeFilters}
            icon={X}
            size={20}
            className={styles.close}
            onClick={onClose}
          />
        </div>
        <div className={styles.body}>
          <FilterPanel value={draft} facets={counted.data?.facets} onChange={setDraft} />
        </div>
        <div className={styles.foot}>
          <button
            type="button"
            className={styles.reset}
            onClick={() => setDraft(clearedFilters(draft))}
          >
            {t.reset}
          </button>
          <button
            type="button"
            className={styles.apply}
            aria-busy={counted.isFetching || undefined}
            onClick={() => onApply(draft)}
          >
            {total === undefined ? t.filters : t.applyCount(total)}
          </button>
        </div>
      </div>
    </div>
  );
}
