import type { PurchaseConfirmation } from '../orders/confirmation-service';
import type { PointService } from '../points/service';
import { defineJob } from './define-job';
import { countIn, outputFields } from './output';
import { dailyAt, hourly } from './schedule';

export const CONFIRM_PURCHASES = 'confirm-purchases';
export const EXPIRE_POINTS = 'expire-points';

/**
 * Hourly: shipped orders count as delivered some days after shipping, delivered ones are
 * confirmed some days after delivery (their points earned). A run in which some orders could not
 * be handled counts as failed, naming the first.
 */
export const confirmPurchasesJob = defineJob<{
  confirmation: Pick<PurchaseConfirmation, 'runDue'>;
}>({
  name: CONFIRM_PURCHASES,
  label: '배송 완료·구매확정 자동 처리',
  schedule: hourly,
  async run({ confirmation }, now) {
    const { failed, ...counts } = await confirmation.runDue(now);
    if (failed.length > 0) {
      const [first] = failed;
      throw new Error(
        `주문 ${failed.length}건을 처리하지 못했습니다 (${first!.merchantId}: ${first!.reason}). ` +
          `배송 완료 ${counts.delivered}건, 구매확정 ${counts.confirmed}건.`,
      );
    }
    return counts;
  },
  summarize: (output) => {
    const counts = outputFields<{ delivered: number; confirmed: number }>(output);
    return counts
      ? `배송 완료 ${countIn(counts.delivered)}건, 구매확정 ${countIn(counts.confirmed)}건`
      : null;
  },
});

/** Daily: balances whose last accrual is three years old expire. */
export const expirePointsJob = defineJob<{ points: Pick<PointService, 'expireDue'> }>({
  name: EXPIRE_POINTS,
  label: '적립금 유효기간 소멸',
  schedule: dailyAt('03:10'),
  async run({ points }, now) {
    return points.expireDue(now);
  },
  summarize: (output) => {
    const counts = outputFields<{ members: number; amount: number }>(output);
    return counts ? `회원 ${countIn(counts.members)}명, ${countIn(counts.amount)}원 소멸` : null;
  },
});
