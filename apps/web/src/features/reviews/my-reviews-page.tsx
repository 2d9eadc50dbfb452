import { MemberOnly } from '../../shared/auth/member-only';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link } from '../../shared/routing';
import { PageHeader } from '../../shared/ui/page-header';
import { myReviewText as t } from './mine/messages';
import { MyReviewsTabs } from './mine/my-reviews';
import styles from './mine/my-reviews.module.css';

/**
 * /mypage/reviews: the member's 구매평, those to write (with the points each earns) and those
 * written, to edit or delete. `?line=` opens the dialog for one order line.
 */
export function MyReviewsPage() {
  usePageTitle(t.title);
  return (
    <div className={styles.page}>
      <nav className={styles.crumbs} aria-label="이동 경로">
        <Link to="/mypage">{t.backToMypage}</Link>
      </nav>
      <PageHeader eyebrow={t.eyebrow} title={t.title} />
      <MemberOnly reason={t.signInReason}>{() => <MyReviewsTabs />}</MemberOnly>
    </div>
  );
}
