import { orderMessages } from '@shop/contract/orders';
import type { paymentRequestSchema } from '@shop/contract/payments';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import { type Buyer, boughtBy, orderRows } from '../orders/lifecycle-service';
import type { PaymentContext } from './context';
import { paymentError } from './errors';
import * as repo from './repo';
import { SETTLED } from './steps';

type RegisterInput = z.output<typeof paymentRequestSchema>;

/** Registers the payment a pending order is about to request; the amount must be its total. */
export function createRegister({ db }: PaymentContext) {
  return async function register(buyer: Buyer | null, input: RegisterInput) {
    const order = await orderRows.findByNumber(db, input.merchant_id);
    if (!order || !boughtBy(order, buyer)) throw notFound(orderMessages.orderNotFound);
    if (order.status !== 'PAYMENT_PENDING') throw paymentError('already_paid');
    if (input.amount !== order.totalPrice) throw paymentError('amount_mismatch');
    const current = await repo.findPayment(db, order.id);
    if (current && (current.status === 'CONFIRMING' || SETTLED.includes(current.status))) {
      throw paymentError('processing');
    }
    const payment = await repo.upsertPayment(db, {
      orderId: order.id,
      method: input.payment_method,
      paymentName: input.payment_name,
      amount: order.totalPrice,
    });
    return {
      merchant_id: order.merchantId,
      amount: payment.amount,
      payment_name: payment.paymentName,
      status: payment.status,
    };
  };
}
