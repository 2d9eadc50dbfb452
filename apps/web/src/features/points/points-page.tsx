import { MemberOnly } from '../../shared/auth/member-only';
import { useIsMobile } from '../../shared/hooks/use-media-query';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link, useSearchParams } from '../../shared/routing';
import { PageHeader } from '../../shared/ui/page-header';
import { Pagination } from '../../shared/ui/pagination';
import { queryState } from '../../shared/ui/query-state';
import { pointText as t } from './messages';
import { PointBalance } from './point-balance';
import { PointHistory } from './point-history';
import styles from './points.module.css';
import { usePoints } from './points-api';

const PATH = '/mypage/points';

/** `?page=` as a page number; 1 when missing or not one. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const pageHref = (page: number) => (page === 1 ? PATH : `${PATH}?page=${page}`);

/**
 * /mypage/points: the member's 적립금, what becomes usable when, when it expires, the rule for
 * spending it, and the history a page at a time (the page in the URL).
 */
export function PointsPage() {
  usePageTitle(t.title);
  return (
    <div className={styles.page}>
      <nav className={styles.crumbs} aria-label="이동 경로">
        <Link to="/mypage">{t.backToMypage}</Link>
      </nav>
      <PageHeader eyebrow={t.eyebrow} title={t.title} />
      <MemberOnly reason={t.signInReason}>{() => <Points />}</MemberOnly>
    </div>
  );
}

function Points() {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const points = usePoints(page);
  const isMobile = useIsMobile();
  const summary = points.data;
  return (
    queryState(points, t, styles) ??
    (summary && (
      <>
        <PointBalance summary={summary} />
        <PointHistory
          entries={summary.entries}
          mobile={isMobile}
          stale={points.isPlaceholderData}
        />
        <Pagination
          page={summary.page}
          pageCount={Math.ceil(summary.total / Math.max(summary.limit, 1))}
          href={pageHref}
        />
      </>
    ))
  );
}
