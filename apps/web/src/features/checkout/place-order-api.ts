import {
  type GuestOrder,
  type GuestOrderDoneRequest,
  guestOrderSchema,
} from '@shop/contract/guest-orders';
import { type Order, type OrderDoneRequest, orderSchema } from '@shop/contract/orders';
import {
  type PaymentRequest,
  type PaymentUnchargedRequest,
  paymentRegisteredSchema,
} from '@shop/contract/payments';
import { api } from '../../shared/api/http';

/** POST /v1/orders/done: records the order as PAYMENT_PENDING with the server's totals. */
export const completeOrder = (body: OrderDoneRequest, idempotencyKey: string): Promise<Order> =>
  api('/v1/orders/done', {
    method: 'POST',
    body,
    auth: true,
    schema: orderSchema,
    idempotencyKey,
  });

/** POST /v1/payment/toss: registers the payment the widget is about to request. */
export const registerPayment = (body: PaymentRequest, idempotencyKey: string) =>
  api('/v1/payment/toss', {
    method: 'POST',
    body,
    auth: true,
    schema: paymentRegisteredSchema,
    idempotencyKey,
  });

/**
 * POST /v1/payment/uncharged: places a member's order that coupon and points pay in full (its
 * `total_price` is 0), without the payment window; answers the placed order.
 */
export const placeUncharged = (
  body: PaymentUnchargedRequest,
  idempotencyKey: string,
): Promise<Order> =>
  api('/v1/payment/uncharged', {
    method: 'POST',
    body,
    auth: true,
    schema: orderSchema,
    idempotencyKey,
  });

/** POST /v1/guest-orders/done: a guest's order, with its orderer, password and consent. */
export const completeGuestOrder = (body: GuestOrderDoneRequest): Promise<GuestOrder> =>
  api('/v1/guest-orders/done', { method: 'POST', body, schema: guestOrderSchema });
