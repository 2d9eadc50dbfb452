import type { Coupon } from '@shop/contract/coupons';
import { formatWon } from '@shop/contract/format';
import type { ReactNode } from 'react';
import { formatDate } from '../../shared/format/dates';
import { Button } from '../../shared/ui/button';
import { useNotify } from '../../shared/ui/notify';
import { queryState } from '../../shared/ui/query-state';
import styles from './coupons.module.css';
import { useClaimableCoupons, useClaimCoupon } from './coupons-api';
import { couponText } from './messages';
import { useMyCoupons } from './my-coupons-api';

const t = couponText;

/** '5,000원 할인' or '10% 할인'. */
export function couponValue(coupon: Coupon): string {
  return coupon.type === 'PRICE'
    ? t.priceOff(formatWon(coupon.discount_price ?? 0))
    : t.ratioOff(coupon.discount_ratio ?? 0);
}

function CouponCard({ coupon, action }: { coupon: Coupon; action?: ReactNode }) {
  return (
    <article className={styles.coupon} aria-label={coupon.name}>
      <p className={styles.value}>{couponValue(coupon)}</p>
      <h3 className={styles.name}>{coupon.name}</h3>
      <p className={styles.meta}>
        {coupon.min_order_amount > 0 ? t.minOrder(formatWon(coupon.min_order_amount)) : t.anyOrder}
      </p>
      <p className={styles.meta}>
        {t.period(formatDate(coupon.started_at), formatDate(coupon.finished_at))}
      </p>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}

function CouponSection({
  title,
  query,
  emptyText,
  render,
  headingLevel = 2,
}: {
  title: string;
  query: ReturnType<typeof useMyCoupons>;
  emptyText: string;
  render: (coupon: Coupon) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const coupons = query.data ?? [];
  return (
    <section className={styles.section} aria-label={title}>
      <Heading className={styles.sectionTitle}>
        {title}
        {query.data && <span className={styles.count}>{query.data.length}</span>}
      </Heading>
      {queryState(query, t, styles) ??
        (coupons.length === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          <ul className={styles.list}>
            {coupons.map((coupon) => (
              <li key={coupon.coupon_id}>{render(coupon)}</li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/** Owned coupons and the ones that can be claimed now; claiming refreshes both lists. */
export function CouponLists({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const owned = useMyCoupons();
  const claimable = useClaimableCoupons();
  const claim = useClaimCoupon();
  const notify = useNotify();

  return (
    <div className={styles.lists}>
      <CouponSection
        title={t.owned}
        query={owned}
        emptyText={t.noOwned}
        headingLevel={headingLevel}
        render={(coupon) => <CouponCard coupon={coupon} />}
      />
      <CouponSection
        title={t.claimable}
        query={claimable}
        emptyText={t.noClaimable}
        headingLevel={headingLevel}
        render={(coupon) => (
          <CouponCard
            coupon={coupon}
            action={
              <Button
                variant="secondary"
                block
                aria-label={t.claimName(coupon.name)}
                loading={claim.isPending && claim.variables === coupon.coupon_id}
                onClick={() =>
                  claim.mutate(coupon.coupon_id, {
                    onSuccess: () => notify(t.claimed),
                    onError: (error) => notify(error.message, 'alert'),
                  })
                }
              >
                {t.claim}
              </Button>
            }
          />
        )}
      />
    </div>
  );
}
