import { orderMessages } from '@shop/contract/orders';
import { notFound } from '../../lib/errors';
import { createCancel } from './cancel';
import { createCashReceipts } from './cash-receipt';
import { createConfirm } from './confirm';
import { createPaymentContext, type PaymentDeps } from './context';
import { createRegister } from './register';
import * as repo from './repo';
import { createPaymentStatus } from './status';
import { createWebhook } from './webhook';

export type { PaymentDeps } from './context';

/**
 * Payments, one use case per file: register (the payment a pending order is about to request),
 * confirm (the success redirect), cancel (a member's, and the expiry of an unpaid order) and the
 * provider's webhook. Refunds from the back office are `refund-service.ts`.
 */
export function createPaymentService(deps: PaymentDeps) {
  const ctx = createPaymentContext(deps);
  const { cancel, cancelGuestOrder, expireUnpaid, closeOverdueAccount, closeWaitingAccount } =
    createCancel(ctx);
  const { handleEvent, settleFromProvider } = createWebhook(ctx);
  const issueCashReceipt = createCashReceipts(ctx);
  return {
    register: createRegister(ctx),
    confirm: createConfirm(ctx),
    cancel,
    cancelGuestOrder,
    expireUnpaid,
    closeOverdueAccount,
    closeWaitingAccount,
    handleEvent,
    settleFromProvider,
    status: createPaymentStatus(ctx),
    issueCashReceipt,
    /**
     * A member's order that coupon and points pay in full: placed without the provider. Answers
     * the order as placed.
     */
    async placeUncharged(memberId: number, merchantId: string) {
      const order = await ctx.orders.findByNumber(merchantId);
      if (!order || order.memberId !== memberId) throw notFound(orderMessages.orderNotFound);
      await ctx.steps.placeUncharged(order.id, memberId);
      return ctx.orders.present((await ctx.orders.findByNumber(merchantId))!);
    },

    /** Payments the provider has not settled yet (the dashboard's "today"). */
    countUnsettled: () => repo.countConfirming(deps.db),

    /** A member's cash receipt for their own order. */
    async issueMemberCashReceipt(
      memberId: number,
      orderId: number,
      input: Parameters<typeof issueCashReceipt>[1],
    ) {
      return issueCashReceipt(await ctx.orders.ownOrder(memberId, orderId), input);
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

/** An order's payment as the back office's order detail shows it. */
export { adminPaymentOf, paymentFactsOf } from './views';
