import { orderMessages } from '@shop/contract/orders';
import type { PaymentOutcome, PaymentStatus } from '@shop/contract/payments';
import { notFound } from '../../lib/errors';
import { type Buyer, boughtBy, orderRows } from '../orders/lifecycle-service';
import type { PaymentContext } from './context';
import { ledgerTotals } from './reconciliation-repo';
import * as repo from './repo';

/**
 * Where a buyer's payment stands, from the shop's own records only: it never asks the provider
 * nor confirms anything, so a page may ask it every few seconds while the answer is awaited.
 */
export function createPaymentStatus(ctx: PaymentContext) {
  const { db, orders } = ctx;

  return async function paymentStatus(
    buyer: Buyer | null,
    merchantId: string,
  ): Promise<PaymentStatus> {
    const order = await orderRows.findByNumber(db, merchantId);
    if (!order || !boughtBy(order, buyer)) throw notFound(orderMessages.orderNotFound);
    const payment = await repo.findPayment(db, order.id);
    const money = await ledgerTotals(db, [merchantId]);
    const charged = money.reduce((sum, m) => sum + m.charged, 0);
    const refunded = money.reduce((sum, m) => sum + m.refunded, 0);

    let outcome: PaymentOutcome = 'failed';
    if (order.status === 'PAYMENT_PENDING') {
      if (payment?.status === 'CONFIRMING') outcome = 'confirming';
    } else if (
      order.status === 'AWAITING_DEPOSIT' ||
      (order.paidAt !== null && order.status !== 'ORDER_CANCELLED')
    ) {
      outcome = 'placed';
    }
    return {
      merchant_id: order.merchantId,
      outcome,
      charged,
      refunded,
      failure_message: outcome === 'failed' ? (payment?.failureMessage ?? null) : null,
      order: outcome === 'placed' ? await orders.present(order) : null,
    };
  };
}
