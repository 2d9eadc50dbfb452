import { pageWindow } from '@shop/contract/qna';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { communityText as t } from './community-text';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page. */
  href(page: number): string;
}

/** Five page numbers at a time with jumps to the windows before and after (SPEC §2, §9). */
export function Pagination({ page, pageCount, href }: PaginationProps) {
  if (pageCount <= 1) return null;
  const { pages, previous, next } = pageWindow(page, pageCount);
  return (
    <nav aria-label={t.pagination} className={styles.nav}>
      {previous !== null ? (
        <Link to={href(previous)} className={styles.jump} aria-label={t.previousPages}>
          <ChevronLeft size={18} strokeWidth={1.5} aria-hidden />
        </Link>
      ) : (
        <span className={`${styles.jump} ${styles.off}`} aria-hidden>
          <ChevronLeft size={18} strokeWidth={1.5} />
        </span>
      )}
      <ol className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              className={n === page ? `${styles.page} ${styles.current}` : styles.page}
              aria-label={t.pageLabel(n)}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {next !== null ? (
        <Link to={href(next)} className={styles.jump} aria-label={t.nextPages}>
          <ChevronRight size={18} strokeWidth={1.5} aria-hidden />
        </Link>
      ) : (
        <span className={`${styles.jump} ${styles.off}`} aria-hidden>
          <ChevronRight size={18} strokeWidth={1.5} />
        </span>
      )}
    </nav>
  );
}
