import { usePageTitle } from '../../shared/hooks/use-page-title';
import { CouponLists } from './coupon-lists';
import { MemberOnly } from './member-only';
import { mypageText } from './messages';
import styles from './mypage.module.css';
import { PageHeader } from './page-header';

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
