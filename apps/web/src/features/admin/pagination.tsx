import { pageWindow } from '@shop/contract/qna';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { adminText } from './messages';
import styles from './pagination.module.css';

/** Page numbers in windows of five, with jumps to the windows before and after. */
export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const { pages, previous, next } = pageWindow(page, pageCount);
  const t = adminText.pagination;
  return (
    <nav className={styles.nav} aria-label={t.label}>
      <button
        type="button"
        className={styles.step}
        disabled={previous === null}
        onClick={() => previous && onPage(previous)}
        aria-label={t.previous}
      >
        <ChevronLeft size={16} strokeWidth={1.5} aria-hidden />
      </button>
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          className={n === page ? styles.current : styles.page}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t.page(n)}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={styles.step}
        disabled={next === null}
        onClick={() => next && onPage(next)}
        aria-label={t.next}
      >
        <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
      </button>
    </nav>
  );
}
