import { pageWindow } from '@shop/contract/qna-messages';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from '../routing';
import { IconOnlyButton } from './icon-only-button';
import styles from './pagination.module.css';

export interface PaginationLabels {
  /** The navigation's name. */
  label: string;
  /** The jump to the window before. */
  previous: string;
  next: string;
  page: (n: number) => string;
}

export const storefrontPaginationLabels: PaginationLabels = {
  label: '페이지',
  previous: '이전 페이지 묶음',
  next: '다음 페이지 묶음',
  page: (n) => `${n}페이지`,
};

type PaginationProps = {
  page: number;
  pageCount: number;
  labels?: PaginationLabels;
} & (
  | {
      /** The address of a page: the pages are links (the page lives in the URL). */
      href: (page: number) => string;
      onPage?: never;
    }
  | {
      /** Called with the chosen page: the pages are buttons. */
      onPage: (page: number) => void;
      href?: never;
    }
);

/**
 * Page numbers five at a time, with jumps to the windows before and after (docs/api.md#paging). Nothing
 * when everything fits on one page.
 */
export function Pagination(props: PaginationProps) {
  const { page, pageCount, labels = storefrontPaginationLabels } = props;
  if (pageCount <= 1) return null;
  const frame = pageWindow(page, pageCount);
  return props.href ? (
    <LinkPages {...frame} page={page} labels={labels} href={props.href} />
  ) : (
    <ButtonPages {...frame} page={page} labels={labels} onPage={props.onPage} />
  );
}

interface WindowProps {
  page: number;
  pages: number[];
  previous: number | null;
  next: number | null;
  labels: PaginationLabels;
}

function LinkPages({
  page,
  pages,
  previous,
  next,
  labels,
  href,
}: WindowProps & { href: (page: number) => string }) {
  return (
    <nav aria-label={labels.label} className={styles.links}>
      <StepLink to={previous} href={href} label={labels.previous} icon={ChevronLeft} />
      <ol className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              className={n === page ? `${styles.page} ${styles.current}` : styles.page}
              aria-label={labels.page(n)}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      <StepLink to={next} href={href} label={labels.next} icon={ChevronRight} />
    </nav>
  );
}

/** A jump to the window before or after: the page it leads to (none at either end). */
interface StepProps {
  to: number | null;
  label: string;
  icon: LucideIcon;
}

/** The jump to the window before or after as a link; a greyed, hidden mark at either end. */
function StepLink({ to, label, icon: Icon, href }: StepProps & { href: (page: number) => string }) {
  return to !== null ? (
    <Link to={href(to)} className={styles.jump} aria-label={label}>
      <Icon size={18} strokeWidth={1.5} aria-hidden />
    </Link>
  ) : (
    <span className={`${styles.jump} ${styles.off}`} aria-hidden>
      <Icon size={18} strokeWidth={1.5} />
    </span>
  );
}

/** The previous or next page's button; disabled at either end. */
function StepButton({ to, label, icon, onPage }: StepProps & { onPage: (page: number) => void }) {
  return (
    <IconOnlyButton
      label={label}
      icon={icon}
      size={16}
      className={styles.stepButton}
      disabled={to === null}
      onClick={() => to && onPage(to)}
    />
  );
}

function ButtonPages({
  page,
  pages,
  previous,
  next,
  labels,
  onPage,
}: WindowProps & { onPage: (page: number) => void }) {
  return (
    <nav className={styles.buttons} aria-label={labels.label}>
      <StepButton to={previous} label={labels.previous} onPage={onPage} icon={ChevronLeft} />
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          className={n === page ? styles.currentButton : styles.pageButton}
          aria-current={n === page ? 'page' : undefined}
          aria-label={labels.page(n)}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <StepButton to={next} label={labels.next} onPage={onPage} icon={ChevronRight} />
    </nav>
  );
}
