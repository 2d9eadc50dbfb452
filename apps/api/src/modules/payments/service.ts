import { createCancel } from './cancel';
import { createConfirm } from './confirm';
import { createPaymentContext, type PaymentDeps } from './context';
import { createRegister } from './register';
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
  const { cancel, cancelGuestOrder, expireUnpaid } = createCancel(ctx);
  const { handleEvent, settleFromProvider } = createWebhook(ctx);
  return {
    register: createRegister(ctx),
    confirm: createConfirm(ctx),
    cancel,
    cancelGuestOrder,
    expireUnpaid,
    handleEvent,
    settleFromProvider,
    status: createPaymentStatus(ctx),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

/** An order's payment as the back office's order detail shows it. */
export { adminPaymentOf, paymentFactsOf } from './views';
