import type { Coupon } from '@shop/contract/coupons';
import { formatWon } from '@shop/contract/format';
import { Check } from 'lucide-react';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { checkoutText as t } from './messages';
import styles from './order-sheet.module.css';
import { checkCoupon, couponValue, toggleCoupon } from './totals';

const dayFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** `2027.01.20` in Seoul time. */
const day = (iso: string) =>
  dayFormat.format(new Date(iso)).replace(/\.\s*/g, '.').replace(/\.$/, '');

/**
 * The member's coupons as toggle buttons: one at a time, the chosen one pressed; choosing it again
 * lets it go. A coupon that does not apply to this order is shown disabled with the reason.
 */
export function CouponPicker({
  coupons,
  itemsTotal,
  selected,
  onChange,
  status,
}: {
  coupons: Coupon[];
  itemsTotal: number;
  selected: number | null;
  onChange: (couponId: number | null) => void;
  status: 'pending' | 'error' | 'success';
}) {
  return (
    <LabelledSection id="coupon-heading" className={styles.section}>
      <SectionHeading className={styles.sectionTitle}>{t.couponHeading}</SectionHeading>
      {status === 'pending' ? (
        <p className={styles.muted} role="status">
          {t.couponLoading}
        </p>
      ) : status === 'error' ? (
        <p className={styles.muted} role="alert">
          {t.couponError}
        </p>
      ) : coupons.length === 0 ? (
        <p className={styles.muted}>{t.couponNone}</p>
      ) : (
        <>
          <p className={styles.muted}>{t.couponHint}</p>
          <ul className={styles.coupons}>
            {coupons.map((coupon) => {
              const check = checkCoupon(coupon, itemsTotal);
              const pressed = selected === coupon.coupon_id;
              const reasonId = `coupon-${coupon.coupon_id}-reason`;
              return (
                <li key={coupon.coupon_id}>
                  <button
                    type="button"
                    className={styles.coupon}
                    aria-pressed={pressed}
                    disabled={!check.usable}
                    aria-describedby={check.usable ? undefined : reasonId}
                    onClick={() => onChange(toggleCoupon(selected, coupon.coupon_id))}
                  >
                    <span className={styles.couponMark} aria-hidden>
                      {pressed && <Check size={14} strokeWidth={2} />}
                    </span>
                    <span className={styles.couponBody}>
                      <span className={styles.couponName}>{coupon.name}</span>
                      <span className={styles.couponMeta}>
                        {couponValue(coupon)}
                        {coupon.min_order_amount > 0 &&
                          ` · ${t.couponMin(formatWon(coupon.min_order_amount))}`}
                        {` · ${t.couponUntil(day(coupon.finished_at))}`}
                      </span>
                    </span>
                    {pressed && <span className={styles.couponState}>{t.couponSelected}</span>}
                  </button>
                  {!check.usable && (
                    <p id={reasonId} className={styles.couponReason}>
                      {check.reason}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </LabelledSection>
  );
}
