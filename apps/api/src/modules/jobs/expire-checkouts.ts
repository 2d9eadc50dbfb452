import type { OrderExpiry } from '../payments/expire-service';
import { defineJob } from './define-job';
import { everyMinutes } from './schedule';

export const EXPIRE_CHECKOUTS = 'expire-checkouts';

/** An unpaid order untouched this long is abandoned: the shopper left the payment window. */
export const CHECKOUT_ABANDONED_AFTER_MS = 30 * 60 * 1000;

/** What a run reports: a run in which some orders could not be handled counts as failed. */
export function expiryReport(outcome: Awaited<ReturnType<OrderExpiry['expireStalePending']>>) {
  const { failed, ...counts } = outcome;
  if (failed.length > 0) {
    const [first] = failed;
    throw new Error(
      `주문 ${failed.length}건을 만료하지 못했습니다 (${first!.merchantId}: ${first!.reason}). ` +
        `취소 ${counts.cancelled}건, 결제 확인 ${counts.settled}건.`,
    );
  }
  return counts;
}

/** Every 5 minutes: abandoned checkouts are cancelled, their held stock and coupon released. */
export const expireCheckoutsJob = defineJob<{ orders: Pick<OrderExpiry, 'expireStalePending'> }>({
  name: EXPIRE_CHECKOUTS,
  label: '미결제 주문 자동 취소',
  schedule: everyMinutes(5),
  async run({ orders }, now) {
    return expiryReport(
      await orders.expireStalePending({ olderThan: CHECKOUT_ABANDONED_AFTER_MS, now }),
    );
  },
});

export const EXPIRE_DEPOSITS = 'expire-deposits';

/** Every 10 minutes: virtual accounts past their due date are closed, what they held released. */
export const expireDepositsJob = defineJob<{ orders: Pick<OrderExpiry, 'closeOverdueAccounts'> }>({
  name: EXPIRE_DEPOSITS,
  label: '입금 기한 지난 가상계좌 정리',
  schedule: everyMinutes(10),
  async run({ orders }, now) {
    return expiryReport(await orders.closeOverdueAccounts({ now }));
  },
});
