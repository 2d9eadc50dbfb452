import { ArrowLeft, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link, useParams } from '../../shared/routing';
import shared from './community.module.css';
import { communityText as t } from './community-text';
import postStyles from './post-page.module.css';

/** The notice or post at the address's `:id`; the page is titled by it, `fallback` until then. */
export function useEntry<Query extends { data?: { title: string } | undefined }>(
  useQuery: (id: number) => Query,
  fallback: string,
) {
  const entry = useQuery(Number(useParams().id));
  usePageTitle(entry.data?.title ?? fallback);
  return entry;
}

/** The line a board page shows while it loads. */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <p className={shared.loading} role="status">
      {children}
    </p>
  );
}

/**
 * A board page that cannot be shown (not found, refused, signed out): a heading, an optional hint
 * and one way on, by default back to the list. Announced unless it is an expected state.
 */
export function BoardState({
  title,
  hint,
  locked,
  quiet,
  link = { to: '/service/qna', label: t.backToList },
  action,
}: {
  title: string;
  hint?: ReactNode;
  locked?: boolean;
  /** Not an error (the sign-in prompt): not read out as an alert. */
  quiet?: boolean;
  link?: { to: string; label: string };
  /** A button in place of the link (the login dialog). */
  action?: { label: string; onClick: () => void };
}) {
  return (
    <div className={shared.page}>
      <div className={shared.state} role={quiet ? undefined : 'alert'}>
        {locked && <Lock size={28} strokeWidth={1.5} className={shared.stateIcon} aria-hidden />}
        <h1 className={shared.stateTitle}>{title}</h1>
        {hint !== undefined && <p className={shared.stateText}>{hint}</p>}
        {action ? (
          <button type="button" className={shared.primaryLink} onClick={action.onClick}>
            {action.label}
          </button>
        ) : (
          <Link to={link.to} className={shared.primaryLink}>
            {link.label}
          </Link>
        )}
      </div>
    </div>
  );
}

/** The link back to the board under a notice or a post. */
export function BackToList() {
  return (
    <p className={postStyles.back}>
      <Link to="/service/qna" className={shared.textLink}>
        <ArrowLeft size={16} strokeWidth={1.5} aria-hidden />
        {t.backToList}
      </Link>
    </p>
  );
}
