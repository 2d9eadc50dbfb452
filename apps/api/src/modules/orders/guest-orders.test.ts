import { CLAIM_PHOTO_FORM } from '@shop/contract/claim-rules';
import { guestOrderMessages, guestOrderSchema } from '@shop/contract/guest-orders';
import { orderSchema } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import { useFakeShop } from '../../../test/fake-shop';
import { call, type Method } from '../../../test/http';
import { encodeForm, multipartBody, tinyPng } from '../../../test/multipart';
import { recipient } from '../../../test/shop';
import { createItem } from '../../db/factories';
import { guestOrders, orderEvents, orders } from '../../db/schema/index';
import { GUEST_CART_COOKIE } from '../../lib/guest-cart-cookie';
import { moneyMismatches, moneyTotals } from '../payments/books-service';
import { ordererMatches } from './guest-service';

const shop = useFakeShop();

const orderer = {
  orderer_name: '이비회',
  orderer_phone: '01098765432',
  orderer_email: 'guest@example.com',
  order_password: 'ondo1234',
  privacy_consent: true,
};

/** A browser that has not signed in: its cookie, once the shop set one. */
function guestBrowser() {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    async call(method: Method, url: string, body?: unknown) {
      const answer = await call(shop.t.app, method, url, {
        body,
        ...(cookie && { headers: { cookie } }),
      });
      const set = [answer.headers['set-cookie']].flat().join('\n');
      const match = new RegExp(`${GUEST_CART_COOKIE}=([^;]*)`).exec(set);
      if (match?.[1]) cookie = `${GUEST_CART_COOKIE}=${match[1]}`;
      return answer;
    },
  };
}

/** A guest puts `lines` of the item in the browser's cart and fills the guest order sheet. */
async function guestOrder(
  browser: ReturnType<typeof guestBrowser>,
  itemId: number,
  lines: Record<string, number>,
) {
  const options = Object.entries(lines).map(([color_size, quantity]) => ({ color_size, quantity }));
  const cart = await browser.call('POST', '/v1/cart/create', { item_id: itemId, options });
  expect(cart.status).toBe(201);
  const started = await browser.call('POST', '/v1/guest-orders/start', {
    type: 'cart',
    cart_id: cart.body.map((l: { cart_id: number }) => l.cart_id),
  });
  expect(started.status).toBe(200);
  expect(started.body).toMatchObject({ recipientName: '', post_code: '' });
  const done = await browser.call('POST', '/v1/guest-orders/done', {
    ...recipient,
    ...orderer,
    merchant_id: started.body.merchant_id,
    total_price: started.body.total_price,
  });
  expect(done.status).toBe(201);
  return guestOrderSchema.parse(done.body);
}

let lastPaymentKey = '';

/** Registers the payment from the guest's browser and approves it in the fake window. */
async function pay(
  browser: ReturnType<typeof guestBrowser>,
  order: { merchant_id: string; total_price: number; order_name: string },
  method?: 'VIRTUAL_ACCOUNT',
) {
  const registered = await browser.call('POST', '/v1/payment/toss', {
    payment_method: '카드',
    payment_name: order.order_name,
    merchant_id: order.merchant_id,
    amount: order.total_price,
  });
  expect(registered.status).toBe(201);
  const paymentKey = shop.toss.authenticate({
    orderId: order.merchant_id,
    amount: order.total_price,
    ...(method && { method, customerName: orderer.orderer_name }),
  });
  lastPaymentKey = paymentKey;
  return browser.call(
    'GET',
    `/v1/payment/success?${new URLSearchParams({
      paymentType: 'NORMAL',
      orderId: order.merchant_id,
      paymentKey,
      amount: String(order.total_price),
    })}`,
  );
}

const lookup = (body: Record<string, unknown>, ip = '10.0.0.1') =>
  call(shop.t.app, 'POST', '/v1/guest-orders/lookup', { body, ip });

describe('buying without an account', () => {
  it('a guest orders from the browser cart, pays, and the order belongs to no member', async () => {
    const item = await shop.stockedItem({ M: 5 }, 30_000);
    const browser = guestBrowser();
    const order = await guestOrder(browser, item.id, { M: 2 });
    expect(order).toMatchObject({
      order_status: 'PAYMENT_PENDING',
      total_price: 60_000,
      orderer_name: '이비회',
      orderer_phone: '010-9876-5432',
      orderer_email: 'guest@example.com',
    });

    const paid = await pay(browser, order);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      merchant_id: order.merchant_id,
      order_status: 'ORDER_PLACED',
    });

    const [row] = await shop.db().select().from(orders).where(eq(orders.id, order.order_id));
    expect(row).toMatchObject({ memberId: null, status: 'ORDER_PLACED', couponId: null });
    const [guest] = await shop
      .db()
      .select()
      .from(guestOrders)
      .where(eq(guestOrders.orderId, row!.id));
    expect(guest!.passwordHash).not.toContain('ondo1234');
    expect(guest!.consentVersion).toBeTruthy();
    // The paid lines left the browser's cart; the books hold.
    expect((await browser.call('GET', '/v1/cart')).body).toEqual([]);
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
    expect(await moneyMismatches(shop.db())).toEqual([]);
    const totals = await moneyTotals(shop.db());
    expect(totals.ledger).toBe(totals.orders);

    // The guest is told by mail: the order number and how to find the order again.
    await shop.t.app.services.notifications.deliverDue();
    const mail = (await shop.t.outbox.list()).find(
      (m) => m.to === 'guest@example.com' && m.text.includes(order.merchant_id),
    );
    expect(mail?.subject).toBe('[ONDO STUDIO] 주문이 완료되었습니다');
    expect(mail?.text).toContain('비회원 주문조회에서 주문번호와');
    expect(mail?.html).toContain('/guest-order');
  });

  it('refuses the sheet without consent, a bad mobile or password, and any coupon', async () => {
    const item = await shop.stockedItem({ M: 5 });
    const browser = guestBrowser();
    await browser.call('POST', '/v1/cart/create', {
      item_id: item.id,
      options: [{ color_size: 'M', quantity: 1 }],
    });
    const started = await browser.call('POST', '/v1/guest-orders/start', {
      type: 'item',
      options: [{ item_id: item.id, option: 'M', quantity: 1 }],
    });
    const sheet = {
      ...recipient,
      ...orderer,
      merchant_id: started.body.merchant_id,
      total_price: started.body.total_price,
    };
    const noConsent = await browser.call('POST', '/v1/guest-orders/done', {
      ...sheet,
      privacy_consent: false,
    });
    expect(noConsent.status).toBe(422);
    expect(JSON.stringify(noConsent.body)).toContain(guestOrderMessages.consentRequired);
    const landline = await browser.call('POST', '/v1/guest-orders/done', {
      ...sheet,
      orderer_phone: '02-123-4567',
    });
    expect(landline.status).toBe(422);
    const shortPassword = await browser.call('POST', '/v1/guest-orders/done', {
      ...sheet,
      order_password: '123',
    });
    expect(JSON.stringify(shortPassword.body)).toContain(guestOrderMessages.passwordRule);
    // A member's coupon field is no part of a guest's sheet: it is dropped, never applied.
    const withCoupon = await browser.call('POST', '/v1/guest-orders/done', {
      ...sheet,
      apply_coupon_id: 1,
    });
    expect(withCoupon.status).toBe(201);
    expect(withCoupon.body.discount).toBe(0);
  });

  it('keeps one guest’s checkout from another browser, and a product limited per member from guests', async () => {
    const item = await shop.stockedItem({ M: 5 });
    const owner = guestBrowser();
    const started = await owner.call('POST', '/v1/guest-orders/start', {
      type: 'item',
      options: [{ item_id: item.id, option: 'M', quantity: 1 }],
    });
    expect(started.status).toBe(200);
    const stranger = guestBrowser();
    await stranger.call('POST', '/v1/guest-orders/start', {
      type: 'item',
      options: [{ item_id: item.id, option: 'M', quantity: 1 }],
    });
    const stolen = await stranger.call('POST', '/v1/guest-orders/done', {
      ...recipient,
      ...orderer,
      merchant_id: started.body.merchant_id,
      total_price: started.body.total_price,
    });
    expect(stolen.status).toBe(404);

    const limited = await createItem(shop.db(), { options: { FREE: 5 }, maxPerMember: 1 });
    const refused = await owner.call('POST', '/v1/guest-orders/start', {
      type: 'item',
      options: [{ item_id: limited.id, option: 'FREE', quantity: 1 }],
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: guestOrderMessages.limitedNeedsMember(limited.name) },
    });
  });
});

describe('비회원 주문조회', () => {
  it('finds the order by number with the name or the mobile, and the password; one answer for any mistake', async () => {
    const item = await shop.stockedItem({ M: 5 });
    const browser = guestBrowser();
    const order = await guestOrder(browser, item.id, { M: 1 });
    await pay(browser, order);
    const right = { order_number: order.merchant_id, order_password: 'ondo1234' };

    for (const who of ['이비회', ' 이 비회 ', '010-9876-5432', '01098765432']) {
      const found = await lookup({ ...right, orderer: who });
      expect(found.status, who).toBe(200);
      expect(found.body).toMatchObject({
        merchant_id: order.merchant_id,
        order_status: 'ORDER_PLACED',
      });
    }
    const wrong = [
      { ...right, orderer: '김비회' },
      { ...right, orderer: '이비회', order_password: 'ondo12345' },
      { ...right, orderer: '이비회', order_number: `${order.merchant_id}X` },
    ];
    for (const body of wrong) {
      const answer = await lookup(body, '10.0.0.2');
      expect(answer).toMatchObject({ status: 404, body: { detail: guestOrderMessages.notFound } });
    }
  });

  it('stops an order number under guessing with 429, whatever the address', async () => {
    const item = await shop.stockedItem({ M: 5 });
    const order = await guestOrder(guestBrowser(), item.id, { M: 1 });
    const guess = (n: number) =>
      lookup(
        { order_number: order.merchant_id, orderer: '이비회', order_password: `guess-${n}` },
        `10.1.${n}.1`,
      );
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) statuses.push((await guess(n)).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
    // The right answer is refused too while the number is locked.
    const right = await lookup(
      { order_number: order.merchant_id, orderer: '이비회', order_password: 'ondo1234' },
      '10.9.9.9',
    );
    expect(right.status).toBe(429);
  });

  it('cancels a paid order that has not shipped: the provider refunds it all, stock comes back', async () => {
    const item = await shop.stockedItem({ M: 5 }, 40_000);
    const browser = guestBrowser();
    const order = await guestOrder(browser, item.id, { M: 2 });
    await pay(browser, order);
    const cancelled = await call(shop.t.app, 'POST', '/v1/guest-orders/cancel', {
      body: {
        order_number: order.merchant_id,
        orderer: '010-9876-5432',
        order_password: 'ondo1234',
      },
      ip: '10.2.0.1',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      order_status: 'ORDER_CANCELLED',
      refunded_amount: order.total_price,
    });
    expect(await shop.stockOf(item.id)).toEqual({ M: 5 });
    const events = await shop
      .db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.order_id));
    expect(events.find((e) => e.toStatus === 'ORDER_CANCELLED')).toMatchObject({
      actorType: 'guest',
      actorId: null,
    });
    expect(await moneyMismatches(shop.db())).toEqual([]);
    const again = await call(shop.t.app, 'POST', '/v1/guest-orders/cancel', {
      body: { order_number: order.merchant_id, orderer: '이비회', order_password: 'ondo1234' },
      ip: '10.2.0.1',
    });
    expect(again.status).toBe(409);
  });
});

describe('a guest paying by virtual account', () => {
  it('is shown the account, then with the lookup gets a cash receipt and cancels into a refund account', async () => {
    const item = await shop.stockedItem({ M: 5 }, 30_000);
    const browser = guestBrowser();
    const order = await guestOrder(browser, item.id, { M: 1 });
    const paid = await pay(browser, order, 'VIRTUAL_ACCOUNT');
    expect(paid.status).toBe(200);
    expect(orderSchema.parse(paid.body)).toMatchObject({
      order_status: 'AWAITING_DEPOSIT',
      virtual_account: { state: 'WAITING', holder_name: '이비회', amount: order.total_price },
    });
    const notice = shop.toss.deposit(lastPaymentKey);
    expect(
      (await call(shop.t.app, 'POST', '/v1/payment/toss/webhook', { body: notice })).status,
    ).toBe(200);

    const answers = {
      order_number: order.merchant_id,
      orderer: '이비회',
      order_password: orderer.order_password,
    };
    const found = guestOrderSchema.parse((await lookup(answers)).body);
    expect(found).toMatchObject({
      order_status: 'ORDER_PLACED',
      refund_account_required: true,
      cash_receipt_available: true,
    });
    const receipt = await call(shop.t.app, 'POST', '/v1/guest-orders/cash-receipt', {
      body: { ...answers, type: '지출증빙', identity_number: '123-45-67890' },
    });
    expect(receipt.status).toBe(200);
    expect(guestOrderSchema.parse(receipt.body).cash_receipt).toMatchObject({ type: '지출증빙' });

    const cancel = (body: Record<string, unknown>) =>
      call(shop.t.app, 'POST', '/v1/guest-orders/cancel', { body: { ...answers, ...body } });
    expect((await cancel({})).status).toBe(422);
    const cancelled = await cancel({
      refund_account: { bank: '90', account_number: '3333-01-2345678', holder_name: '이비회' },
    });
    expect(cancelled.status).toBe(200);
    expect(guestOrderSchema.parse(cancelled.body).order_status).toBe('ORDER_CANCELLED');
    expect(shop.toss.payment(lastPaymentKey)?.virtualAccount?.refundReceiveAccount).toMatchObject({
      bankCode: '90',
      accountNumber: '3333012345678',
    });
    expect(await moneyMismatches(shop.db())).toEqual([]);
  });
});

describe('guest orders in the back office', () => {
  it('lists them marked as guest orders and finds them by orderer name or mobile', async () => {
    const item = await shop.stockedItem({ M: 5 });
    const browser = guestBrowser();
    const order = await guestOrder(browser, item.id, { M: 1 });
    await pay(browser, order);
    const { token } = await admin(shop.t.app, shop.db());
    for (const q of ['이비회', '9876-5432']) {
      const list = await call(shop.t.app, 'GET', `/v1/admin/orders?q=${encodeURIComponent(q)}`, {
        token,
      });
      expect(list.status).toBe(200);
      const row = list.body.orders.find((o: { order_id: number }) => o.order_id === order.order_id);
      expect(row, q).toMatchObject({
        member: null,
        guest: { name: '이비회', phone: '010-9876-5432', email: 'guest@example.com' },
      });
    }
    const detail = await call(shop.t.app, 'GET', `/v1/admin/orders/${order.order_id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ member: null, guest: { name: '이비회' } });
  });
});

describe('orderer matching', () => {
  it('takes the name without spaces or the mobile in any format, never a part of either', () => {
    const guest = { ordererName: '이비회', ordererPhone: '010-9876-5432' };
    expect(ordererMatches(guest, '이 비회')).toBe(true);
    expect(ordererMatches(guest, '010 9876 5432')).toBe(true);
    expect(ordererMatches(guest, '이비')).toBe(false);
    expect(ordererMatches(guest, '9876-5432')).toBe(false);
    expect(ordererMatches(guest, '')).toBe(false);
  });
});

describe('구매확정 by a guest', () => {
  it('confirms a delivered order through the lookup, once, earning no points', async () => {
    const item = await shop.stockedItem({ M: 5 }, 40_000);
    const browser = guestBrowser();
    const order = await guestOrder(browser, item.id, { M: 1 });
    expect((await pay(browser, order)).status).toBe(200);
    const answers = {
      order_number: order.merchant_id,
      orderer: orderer.orderer_phone,
      order_password: orderer.order_password,
    };
    const confirm = (body: Record<string, unknown>, ip = '10.3.0.1') =>
      call(shop.t.app, 'POST', '/v1/guest-orders/confirm', { body, ip });

    expect((await confirm(answers)).status).toBe(409);
    const { token } = await admin(shop.t.app, shop.db());
    const move = (body: Record<string, unknown>) =>
      call(shop.t.app, 'POST', `/v1/admin/orders/${order.order_id}/status`, { token, body });
    await move({ status: 'SHIPPED', carrier: 'CJ대한통운', tracking_number: '5555-6666-7777' });
    await move({ status: 'DELIVERED' });
    expect(guestOrderSchema.parse((await lookup(answers)).body)).toMatchObject({
      order_status: 'DELIVERED',
      confirm_available: true,
      confirm_points: 0,
    });

    expect((await confirm({ ...answers, order_password: 'wrong-1234' })).status).toBe(404);
    const confirmed = await confirm(answers);
    expect(confirmed.status).toBe(200);
    expect(guestOrderSchema.parse(confirmed.body)).toMatchObject({
      order_status: 'PURCHASE_CONFIRMED',
      confirm_available: false,
      orderer_name: '이비회',
    });
    expect((await confirm(answers)).status).toBe(200);
    const events = await shop
      .db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.order_id));
    expect(events.filter((e) => e.toStatus === 'PURCHASE_CONFIRMED')).toEqual([
      expect.objectContaining({ actorType: 'guest', actorId: null }),
    ]);
    expect(await moneyMismatches(shop.db())).toEqual([]);
  });
});

describe('교환·반품 by a guest', () => {
  it('asks for a return through the lookup, sees it on the order, and takes it back', async () => {
    const item = await shop.stockedItem({ M: 5 }, 40_000);
    const browser = guestBrowser();
    const order = await guestOrder(browser, item.id, { M: 1 });
    expect((await pay(browser, order)).status).toBe(200);
    const { token } = await admin(shop.t.app, shop.db());
    const move = (body: Record<string, unknown>) =>
      call(shop.t.app, 'POST', `/v1/admin/orders/${order.order_id}/status`, { token, body });
    await move({ status: 'SHIPPED', carrier: 'CJ대한통운', tracking_number: '5555-6666-7777' });
    await move({ status: 'DELIVERED' });
    const answers = {
      order_number: order.merchant_id,
      orderer: orderer.orderer_name,
      order_password: orderer.order_password,
    };
    const looked = guestOrderSchema.parse((await lookup(answers, '10.4.0.1')).body);
    expect(looked.claim_deadline).not.toBeNull();
    const claim = {
      ...answers,
      kind: 'RETURN',
      reason: 'CHANGE_OF_MIND',
      lines: [{ line_id: looked.items[0]!.line_id, quantity: 1 }],
      pickup: {
        recipient_name: recipient.recipient_name,
        phone_num: recipient.phone_num,
        post_code: recipient.post_code,
        address: recipient.address,
      },
    };
    const ask = (body: Record<string, unknown>) =>
      call(shop.t.app, 'POST', '/v1/guest-orders/claims', { body, ip: '10.4.0.2' });
    expect((await ask({ ...claim, order_password: 'wrong-1234' })).status).toBe(404);
    const asked = await ask(claim);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    // 40,000원 under the threshold: the first shipping was paid, so only the return leg.
    expect(asked.body).toMatchObject({ status: 'REQUESTED', fee: 3_000 });
    const after = guestOrderSchema.parse((await lookup(answers, '10.4.0.3')).body);
    expect(after.claims?.map((c) => c.claim_id)).toEqual([asked.body.claim_id]);

    const sendPhotos = async (lookupAnswers: Record<string, unknown>) => {
      const { payload, headers } = await encodeForm(
        multipartBody(
          { ...lookupAnswers, claim_id: asked.body.claim_id },
          [{ name: 'flaw.png', data: tinyPng }],
          CLAIM_PHOTO_FORM.json,
          CLAIM_PHOTO_FORM.files,
        ),
      );
      const response = await shop.t.app.inject({
        method: 'POST',
        url: '/v1/guest-orders/claims/photos',
        payload,
        headers,
        remoteAddress: '10.4.0.5',
      });
      return { status: response.statusCode, body: JSON.parse(response.body) };
    };
    expect((await sendPhotos({ ...answers, order_password: 'wrong-1234' })).status).toBe(404);
    const withPhoto = await sendPhotos(answers);
    expect(withPhoto.status, JSON.stringify(withPhoto.body)).toBe(200);
    expect(withPhoto.body.photo_urls).toHaveLength(1);

    const withdrawn = await call(shop.t.app, 'POST', '/v1/guest-orders/claims/withdraw', {
      body: { ...answers, claim_id: asked.body.claim_id },
      ip: '10.4.0.4',
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('WITHDRAWN');
    expect(withdrawn.body.events.map((e: { actor: string }) => e.actor)).toEqual([
      'shopper',
      'shopper',
    ]);
  });
});
