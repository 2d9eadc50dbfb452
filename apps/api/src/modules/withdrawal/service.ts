import {
  ORDER_RECORDS_KEPT_YEARS,
  type WithdrawalPreview,
  type WithdrawalRequest,
  withdrawalMessages,
} from '@shop/contract/withdrawal';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { UserService } from '../accounts/members-service';
import type { CouponService } from '../coupons/service';
import type { FitService } from '../fit/service';
import type { OrderService } from '../orders/service';
import type { PointService } from '../points/service';
import type { RestockService } from '../restock/service';

export interface WithdrawalDeps {
  db: Database;
  users: Pick<UserService, 'withdrawalConfirmation' | 'confirmWithdrawal' | 'erase'>;
  orders: Pick<OrderService, 'countInProgress'>;
  points: Pick<PointService, 'balance' | 'forfeitAll'>;
  coupons: Pick<CouponService, 'owned'>;
  garments: Pick<FitService, 'forget'>;
  restock: Pick<RestockService, 'forget'>;
  now?: () => Date;
}

/**
 * 회원 탈퇴: the member confirms who they are (password, or a fresh consent without one), and
 * with no order in progress the points are forfeited and the profile erased in one transaction.
 * The orders stay, naming an anonymous member, for the years the e-commerce act keeps them.
 */
export function createWithdrawalService({
  db,
  users,
  orders,
  points,
  coupons,
  garments,
  restock,
  now = () => new Date(),
}: WithdrawalDeps) {
  return {
    async preview(memberId: number): Promise<WithdrawalPreview> {
      const [confirmWith, balance, owned, inProgress] = await Promise.all([
        users.withdrawalConfirmation(memberId),
        points.balance(memberId),
        coupons.owned(memberId),
        orders.countInProgress(memberId),
      ]);
      return {
        confirm_with: confirmWith,
        points: balance,
        coupons: owned.length,
        orders_in_progress: inProgress,
        can_withdraw: inProgress === 0,
        order_records_kept_years: ORDER_RECORDS_KEPT_YEARS,
      };
    },

    async withdraw(memberId: number, input: WithdrawalRequest): Promise<{ message: string }> {
      await users.confirmWithdrawal(memberId, input.password);
      const inProgress = await orders.countInProgress(memberId);
      if (inProgress > 0) throw conflict(withdrawalMessages.ordersInProgress(inProgress));
      await db.transaction(async (tx) => {
        await points.forfeitAll(tx, memberId);
        await garments.forget(tx, memberId);
        await restock.forget(tx, memberId);
        await users.erase(tx, memberId, now(), input.reason?.trim() || null);
      });
      return { message: withdrawalMessages.done };
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
