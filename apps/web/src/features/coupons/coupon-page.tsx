import { MemberOnly } from '../../shared/auth/member-only';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import styles from '../../shared/ui/member-page.module.css';
import { PageHeader } from '../../shared/ui/page-header';
import { CouponLists } from './coupon-lists';
import { couponText } from './messages';

const t = couponText;

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
