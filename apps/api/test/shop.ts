import { orderTotals } from '@shop/contract/money';
import type { OrderStartRequest } from '@shop/contract/orders';
import { SANDBOX_CLIENT_KEY } from '@shop/sandboxes/credentials';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { createItem, createMember } from '../src/db/factories';
import { call, signIn } from './http';

/** A signed-in member: their row and a bearer token. */
export async function shopper(app: App, db: Database) {
  const member = await createMember(db);
  const { token } = await signIn(app, member.userId);
  return { member, token: token.access_token };
}

export const recipient = {
  recipient_name: '김온도',
  post_code: '04779',
  address: '서울 성동구 성수이로 113',
  detail_address: '3층',
  phone_num: '010-1234-5678',
  requirements: '문 앞에 놓아주세요',
  payment_method: '카드',
};

/** An item with the given options (label → stock), 39,000 won unless told. */
export const stockedItem = (db: Database, options: Record<string, number>, price = 39_000) =>
  createItem(db, { options, price });

/**
 * The order sheet's submit for a started checkout: the recipient, the total it shows, the coupon
 * applied (none unless given).
 */
export const submitOrder = (
  app: App,
  token: string,
  started: { merchant_id: string; total_price: number },
  couponId?: number,
  postCode = recipient.post_code,
) =>
  call(app, 'POST', '/v1/orders/done', {
    token,
    body: {
      ...recipient,
      post_code: postCode,
      merchant_id: started.merchant_id,
      total_price: started.total_price,
      apply_coupon_id: couponId ?? null,
    },
  });

/**
 * start → done (with a coupon when given, to `postCode` when given) → register the payment, as
 * the order page does: its total adds the postcode's island surcharge the shop answers.
 */
export async function placePendingOrder(
  app: App,
  token: string,
  start: OrderStartRequest,
  couponId?: number,
  postCode = recipient.post_code,
) {
  const started = await call(app, 'POST', '/v1/orders/start', { token, body: start });
  if (started.status !== 200) throw new Error(`start: ${started.status} ${started.text}`);
  let coupon = null;
  if (couponId) {
    const owned = await call(app, 'GET', '/v1/users/me/coupon', { token });
    coupon = owned.body.find((c: { coupon_id: number }) => c.coupon_id === couponId) ?? null;
  }
  const surcharge = await call(app, 'GET', `/v1/shipping/surcharge?postcode=${postCode}`);
  const total = orderTotals(started.body.items_total, coupon, surcharge.body.fee).total_price;
  const done = await submitOrder(
    app,
    token,
    { ...started.body, total_price: total },
    couponId,
    postCode,
  );
  if (done.status !== 201) throw new Error(`done: ${done.status} ${done.text}`);
  const registered = await call(app, 'POST', '/v1/payment/toss', {
    token,
    body: {
      payment_method: '카드',
      payment_name: done.body.order_name,
      merchant_id: done.body.merchant_id,
      amount: done.body.total_price,
    },
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${registered.text}`);
  return {
    merchantId: done.body.merchant_id as string,
    total: done.body.total_price as number,
    orderId: done.body.order_id as number,
    orderName: done.body.order_name as string,
  };
}

/**
 * The shopper approves in the sandbox payment window, as a browser submits its form; answers
 * the success redirect's query. `amount` is what the page set on the widget.
 */
export async function approveInWindow(
  app: App,
  order: { merchantId: string; orderName: string; amount: number },
  options: { outcome?: 'approve' | 'reject'; redirectAmount?: number } = {},
) {
  const fields = new URLSearchParams({
    clientKey: SANDBOX_CLIENT_KEY,
    customerKey: 'customer-key-1234',
    orderId: order.merchantId,
    orderName: order.orderName,
    amount: String(order.amount),
    successUrl: 'http://shop.test/order/success',
    failUrl: 'http://shop.test/order/fail',
    outcome: options.outcome ?? 'approve',
    redirectAmount: options.redirectAmount === undefined ? '' : String(options.redirectAmount),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox/toss/window/approve',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: fields.toString(),
  });
  if (response.statusCode !== 303)
    throw new Error(`window: ${response.statusCode} ${response.body}`);
  const location = new URL(String(response.headers.location));
  return Object.fromEntries(location.searchParams) as {
    paymentType: string;
    orderId: string;
    paymentKey: string;
    amount: string;
  };
}

/** The success page's call with the redirect's query (and the shopper's token, as the web sends it). */
export const confirmPayment = (app: App, query: Record<string, string>, token?: string) =>
  call(app, 'GET', `/v1/payment/success?${new URLSearchParams(query)}`, token ? { token } : {});

/** The shopper pays the whole total in the window, then the success page calls the shop. */
export async function payInWindow(
  app: App,
  order: { merchantId: string; orderName: string; total: number },
  token?: string,
) {
  return confirmPayment(app, await approveInWindow(app, { ...order, amount: order.total }), token);
}

/** The order start of `lines` (option label → quantity) of one item. */
export const itemStart = (itemId: number, lines: Record<string, number>): OrderStartRequest => ({
  type: 'item',
  options: Object.entries(lines).map(([option, quantity]) => ({
    item_id: itemId,
    option,
    quantity,
  })),
});

/** `placePendingOrder` for `lines` (option label → quantity) of one item. */
export const placeItemOrder = (
  app: App,
  token: string,
  itemId: number,
  lines: Record<string, number>,
  couponId?: number,
) => placePendingOrder(app, token, itemStart(itemId, lines), couponId);

/** The member claims the coupon, as the coupon page does. */
export async function claimCoupon(app: App, token: string, couponId: number) {
  const claim = await call(app, 'POST', '/v1/users/me/add/coupon', {
    token,
    body: { coupon_id: couponId },
  });
  if (claim.status !== 201) throw new Error(`claim: ${claim.status} ${claim.text}`);
}
