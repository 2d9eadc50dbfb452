import { type Order, orderSchema } from '@shop/contract/orders';
import type { PaymentSuccessQuery } from '@shop/contract/payments';
import { api } from '../../shared/api/http';

/**
 * GET /v1/payment/success with the payment window's redirect query. The server confirms a payment
 * once; sent again (a reload) it answers the same paid order.
 */
export const confirmPayment = (query: PaymentSuccessQuery): Promise<Order> => {
  const params = new URLSearchParams({
    paymentType: query.paymentType ?? 'NORMAL',
    orderId: query.orderId,
    paymentKey: query.paymentKey,
    amount: String(query.amount),
  });
  return api(`/v1/payment/success?${params}`, { schema: orderSchema });
};
