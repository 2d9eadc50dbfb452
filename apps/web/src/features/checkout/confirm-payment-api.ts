import {
  type PaymentSuccessQuery,
  type PaymentSuccessResponse,
  paymentSuccessResponseSchema,
} from '@shop/contract/payments';
import { ApiError } from '../../shared/api/errors';
import { api } from '../../shared/api/http';

/**
 * GET /v1/payment/success with the payment window's redirect query. The server confirms a payment
 * once; sent again (a reload) it answers the same paid order. The shopper's token goes with it:
 * only then does the answer carry the recipient and the address, not just the order's number
 * and status.
 */
export const confirmPayment = async (
  query: PaymentSuccessQuery,
): Promise<PaymentSuccessResponse> => {
  const params = new URLSearchParams({
    paymentType: query.paymentType ?? 'NORMAL',
    orderId: query.orderId,
    paymentKey: query.paymentKey,
    amount: String(query.amount),
  });
  const path = `/v1/payment/success?${params}`;
  try {
    return await api(path, { auth: true, schema: paymentSuccessResponseSchema });
  } catch (error) {
    // A token that no longer works (and could not be refreshed) stops the call before anything is
    // confirmed: the payment is still confirmed without it, and the answer is the short one.
    if (error instanceof ApiError && error.status === 401) {
      return api(path, { schema: paymentSuccessResponseSchema });
    }
    throw error;
  }
};
