import { usePageTitle } from '../../shared/hooks/use-page-title';
import { PageHeader } from '../../shared/ui/page-header';
import { CouponLists } from './coupon-lists';
import { MemberOnly } from './member-only';
import { mypageText } from './messages';
import styles from './mypage.module.css';

const t = mypageText.coupon;

/** /coupon: owned coupons and claimable ones with a claim button. */
export function CouponPage() {
  usePageTitle(t.title);
  return (
    <section className={styles.page}>
      <PageHeader eyebrow="COUPON" title={t.title} lead={t.lead} />
      <MemberOnly>{() => <CouponLists />}</MemberOnly>
    </section>
  );
}
