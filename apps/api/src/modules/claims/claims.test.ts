import { adminClaimSchema } from '@shop/contract/admin-claims';
import { CLAIM_PHOTO_FORM, claimMessages } from '@shop/contract/claim-rules';
import { claimSchema } from '@shop/contract/claims';
import { orderListSchema } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import { encodeForm, multipartBody, tinyPng } from '../../../test/multipart';
import { recipient } from '../../../test/shop';
import { itemOptions, notifications, orders } from '../../db/schema/index';
import { moneyMismatches, moneyTotals } from '../payments/books-service';

const t = adminTestApp();
const db = () => t.database.db;
const DAY = 24 * 60 * 60 * 1000;

const pickup = {
  recipient_name: recipient.recipient_name,
  phone_num: recipient.phone_num,
  post_code: recipient.post_code,
  address: recipient.address,
  detail_address: recipient.detail_address,
};

type Placed = Awaited<ReturnType<typeof paidOrder>>;

/** A paid order of `lines`, shipped and delivered. */
async function delivered(lines: Record<string, number>, price = 30_000) {
  const order = await paidOrder(t.app, db(), lines, { price });
  await t.asAdmin('POST', `/v1/admin/orders/${order.orderId}/status`, {
    status: 'SHIPPED',
    carrier: 'CJ대한통운',
    tracking_number: '1234-5678-9012',
  });
  const done = await t.asAdmin('POST', `/v1/admin/orders/${order.orderId}/status`, {
    status: 'DELIVERED',
  });
  expect(done.status).toBe(200);
  return order;
}

/** The order as the member's order list shows it. */
async function orderView(order: Placed) {
  const answer = await call(t.app, 'GET', '/v1/orders', { token: order.buyer.token });
  expect(answer.status).toBe(200);
  const listed = orderListSchema.parse(answer.body).order_list;
  return listed.find((o) => o.order_id === order.orderId)!;
}

async function lineOf(order: Placed, label: string) {
  const view = await orderView(order);
  return view.items.find((l) => l.option === label)!.line_id;
}

async function optionOf(itemId: number, label: string) {
  const [row] = await db()
    .select()
    .from(itemOptions)
    .where(and(eq(itemOptions.itemId, itemId), eq(itemOptions.label, label)));
  return row!;
}

const ask = (order: Placed, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/v1/orders/${order.orderId}/claims`, {
    token: order.buyer.token,
    body: { pickup, ...body },
  });

const act = (claimId: number, step: string, body: unknown = {}) =>
  t.asAdmin('POST', `/v1/admin/claims/${claimId}/${step}`, body);

describe('교환·반품 requested by the member', () => {
  it('returns a size on change of mind: the fee comes off the refund, the unit goes back to sale', async () => {
    const order = await delivered({ M: 2, L: 1 });
    const view = await orderView(order);
    expect(new Date(view.claim_deadline!).getTime()).toBe(
      new Date(view.delivered_at!).getTime() + 7 * DAY,
    );
    const m = await lineOf(order, 'M');
    const asked = await ask(order, {
      kind: 'RETURN',
      reason: 'CHANGE_OF_MIND',
      detail: '생각보다 커요',
      lines: [{ line_id: m, quantity: 1 }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const claim = claimSchema.parse(asked.body);
    // 60,000원 kept: still free shipping, so only the return leg.
    expect(claim).toMatchObject({ status: 'REQUESTED', fee: 3_000, kind: 'RETURN' });
    expect((await orderView(order)).claims?.[0]).toMatchObject({ claim_id: claim.claim_id });

    const stockBefore = (await optionOf(order.item.id, 'M')).stock;
    expect((await act(claim.claim_id, 'approve')).status).toBe(200);
    expect((await act(claim.claim_id, 'collect')).status).toBe(200);
    expect(
      (await act(claim.claim_id, 'inspect', { lines: [{ line_id: m, restock: true }] })).status,
    ).toBe(200);
    const detail = adminClaimSchema.parse(
      (await t.asAdmin('GET', `/v1/admin/claims/${claim.claim_id}`)).body,
    );
    expect(detail).toMatchObject({ status: 'INSPECTED', refund_estimate: 27_000 });
    const done = await act(claim.claim_id, 'complete', {
      request_id: `return-${claim.claim_id}-1`,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(adminClaimSchema.parse(done.body)).toMatchObject({
      status: 'COMPLETED',
      refund_amount: 27_000,
    });

    const after = await orderView(order);
    expect(after).toMatchObject({ order_status: 'DELIVERED', refunded_amount: 27_000 });
    expect(after.items.find((l) => l.line_id === m)?.refunded_quantity).toBe(1);
    expect((await optionOf(order.item.id, 'M')).stock).toBe(stockBefore + 1);
    expect(after.claims?.[0]?.events.map((e) => e.status)).toEqual([
      'REQUESTED',
      'APPROVED',
      'COLLECTED',
      'INSPECTED',
      'COMPLETED',
    ]);
    expect(await moneyMismatches(db())).toEqual([]);
    const totals = await moneyTotals(db());
    expect(totals.ledger).toBe(totals.orders);
    const notices = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.orderId, order.orderId), eq(notifications.event, 'CLAIM_UPDATED')),
      );
    // Every step (asked, approved, collected, inspected, completed), by mail and AlimTalk each.
    expect(notices.length).toBe(10);

    // The claim is closed: the order confirms as usual.
    const confirmed = await call(t.app, 'POST', `/v1/orders/${order.orderId}/confirm`, {
      token: order.buyer.token,
    });
    expect(confirmed.status).toBe(200);
  });

  it('charges the first shipping too when the return leaves a free-shipping order under the threshold; none for a defect', async () => {
    const order = await delivered({ M: 1, L: 1 });
    const [m, l] = [await lineOf(order, 'M'), await lineOf(order, 'L')];
    const mind = await ask(order, {
      kind: 'RETURN',
      reason: 'CHANGE_OF_MIND',
      lines: [{ line_id: m, quantity: 1 }],
    });
    expect(claimSchema.parse(mind.body).fee).toBe(6_000);
    const defect = await ask(order, {
      kind: 'RETURN',
      reason: 'DEFECT',
      lines: [{ line_id: l, quantity: 1 }],
    });
    expect(claimSchema.parse(defect.body).fee).toBe(0);
  });

  it('exchanges for another size: approval reserves it, rejection gives it back, completion ships it', async () => {
    const order = await delivered({ M: 2, L: 1 });
    const m = await lineOf(order, 'M');
    const other = await paidOrder(t.app, db(), { S: 1 });
    const foreign = await optionOf(other.item.id, 'S');
    const wrong = await ask(order, {
      kind: 'EXCHANGE',
      reason: 'SIZE_COLOR',
      lines: [{ line_id: m, quantity: 1, exchange_option_id: foreign.id }],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail[0].msg).toBe(claimMessages.exchangeOptionInvalid);

    const l = await optionOf(order.item.id, 'L');
    const asked = await ask(order, {
      kind: 'EXCHANGE',
      reason: 'SIZE_COLOR',
      lines: [{ line_id: m, quantity: 1, exchange_option_id: l.id }],
    });
    const first = claimSchema.parse(asked.body);
    expect(first).toMatchObject({ fee: 6_000, lines: [{ exchange_option: 'L' }] });
    expect((await act(first.claim_id, 'approve')).status).toBe(200);
    expect((await optionOf(order.item.id, 'L')).stock).toBe(l.stock - 1);
    const rejected = await act(first.claim_id, 'reject', { reason: '교환 옵션 품절 예정' });
    expect(adminClaimSchema.parse(rejected.body)).toMatchObject({
      status: 'REJECTED',
      reject_reason: '교환 옵션 품절 예정',
    });
    expect((await optionOf(order.item.id, 'L')).stock).toBe(l.stock);

    const again = claimSchema.parse(
      (
        await ask(order, {
          kind: 'EXCHANGE',
          reason: 'DEFECT',
          lines: [{ line_id: m, quantity: 1, exchange_option_id: l.id }],
        })
      ).body,
    );
    expect(again.fee).toBe(0);
    const mStock = (await optionOf(order.item.id, 'M')).stock;
    await act(again.claim_id, 'approve');
    await act(again.claim_id, 'collect');
    await act(again.claim_id, 'inspect', { lines: [{ line_id: m, restock: false }] });
    const noTracking = await act(again.claim_id, 'complete', { request_id: 'exchange-x-1' });
    expect(noTracking.status).toBe(422);
    const shipped = await act(again.claim_id, 'complete', {
      carrier: 'CJ대한통운',
      tracking_number: '9999-8888-7777',
    });
    expect(adminClaimSchema.parse(shipped.body)).toMatchObject({
      status: 'COMPLETED',
      exchange_tracking_number: '9999-8888-7777',
      refund_amount: null,
    });
    // The defective unit stays out of sale; the wanted size left stock at approval.
    expect((await optionOf(order.item.id, 'M')).stock).toBe(mStock);
    expect((await optionOf(order.item.id, 'L')).stock).toBe(l.stock - 1);
    // One unit exchanged, one left to claim.
    const over = await ask(order, {
      kind: 'RETURN',
      reason: 'DEFECT',
      lines: [{ line_id: m, quantity: 2 }],
    });
    expect(over.status).toBe(409);
  });

  it('never holds more units than the line has, however many requests run at once', async () => {
    const order = await delivered({ M: 2 });
    const m = await lineOf(order, 'M');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        ask(order, { kind: 'RETURN', reason: 'DEFECT', lines: [{ line_id: m, quantity: 1 }] }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
  });

  it('refuses before delivery, after the window, after confirmation; an open claim holds confirmation', async () => {
    const early = await paidOrder(t.app, db(), { M: 1 });
    const line = (await orderView(early)).items[0]!.line_id;
    const body = { kind: 'RETURN', reason: 'DEFECT', lines: [{ line_id: line, quantity: 1 }] };
    const refused = await ask(early, body);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(claimMessages.notAvailable);
    expect((await orderView(early)).claim_deadline).toBeNull();

    const late = await delivered({ M: 1 });
    await db()
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(orders.id, late.orderId));
    const lateLine = (await orderView(late)).items[0]!.line_id;
    expect((await ask(late, { ...body, lines: [{ line_id: lateLine, quantity: 1 }] })).status).toBe(
      409,
    );

    const held = await delivered({ M: 1 });
    const heldLine = (await orderView(held)).items[0]!.line_id;
    const claim = claimSchema.parse(
      (await ask(held, { ...body, lines: [{ line_id: heldLine, quantity: 1 }] })).body,
    );
    const confirm = () =>
      call(t.app, 'POST', `/v1/orders/${held.orderId}/confirm`, { token: held.buyer.token });
    expect(await orderView(held)).toMatchObject({
      confirm_available: false,
      auto_confirm_at: null,
    });
    const blocked = await confirm();
    expect(blocked.status).toBe(409);
    expect(blocked.body.detail).toBe(claimMessages.openClaim);
    const withdrawn = await call(
      t.app,
      'POST',
      `/v1/orders/${held.orderId}/claims/${claim.claim_id}/withdraw`,
      { token: held.buyer.token },
    );
    expect(claimSchema.parse(withdrawn.body).status).toBe('WITHDRAWN');
    expect((await act(claim.claim_id, 'approve')).status).toBe(409);
    expect((await confirm()).status).toBe(200);
    const after = await ask(held, { ...body, lines: [{ line_id: heldLine, quantity: 1 }] });
    expect(after.status).toBe(409);
  });

  it("keeps one member out of another's order and claims", async () => {
    const order = await delivered({ M: 1 });
    const other = await paidOrder(t.app, db(), { M: 1 });
    const line = (await orderView(order)).items[0]!.line_id;
    const stranger = await call(t.app, 'POST', `/v1/orders/${order.orderId}/claims`, {
      token: other.buyer.token,
      body: { kind: 'RETURN', reason: 'DEFECT', pickup, lines: [{ line_id: line, quantity: 1 }] },
    });
    expect(stranger.status).toBe(404);
  });
});

describe('the back office', () => {
  it('lists claims by status and kind, and asks a reason for a changed refund', async () => {
    const order = await delivered({ M: 1 });
    const line = (await orderView(order)).items[0]!.line_id;
    const claim = claimSchema.parse(
      (
        await ask(order, {
          kind: 'RETURN',
          reason: 'WRONG_ITEM',
          lines: [{ line_id: line, quantity: 1 }],
        })
      ).body,
    );
    const listed = await t.asAdmin('GET', '/v1/admin/claims?status=REQUESTED&kind=RETURN');
    expect(listed.status).toBe(200);
    expect(listed.body.claims.map((c: { claim_id: number }) => c.claim_id)).toContain(
      claim.claim_id,
    );
    const exchanges = await t.asAdmin('GET', '/v1/admin/claims?kind=EXCHANGE');
    expect(exchanges.body.claims.every((c: { kind: string }) => c.kind === 'EXCHANGE')).toBe(true);
    expect((await act(claim.claim_id, 'reject', { reason: ' ' })).status).toBe(422);
    await act(claim.claim_id, 'approve');
    await act(claim.claim_id, 'collect');
    await act(claim.claim_id, 'inspect', { lines: [{ line_id: line, restock: true }] });
    const noReason = await act(claim.claim_id, 'complete', {
      request_id: `wrong-${claim.claim_id}-0`,
      refund_amount: 10_000,
    });
    expect(noReason.status).toBe(422);
    const over = await act(claim.claim_id, 'complete', {
      request_id: `wrong-${claim.claim_id}-1`,
      refund_amount: 40_000,
      amount_reason: '더 많이',
    });
    expect(over.status).toBe(422);
    const edited = await act(claim.claim_id, 'complete', {
      request_id: `wrong-${claim.claim_id}-2`,
      refund_amount: 25_000,
      amount_reason: '택 훼손 감가',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(adminClaimSchema.parse(edited.body).refund_amount).toBe(25_000);
    // The whole order came back: it is returned, the rest of the money stays with the shop.
    expect(await orderView(order)).toMatchObject({
      order_status: 'RETURNED',
      refunded_amount: 25_000,
    });
    expect(await moneyMismatches(db())).toEqual([]);
  });
});

describe('photos of a claim', () => {
  const photos = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ name: `p${i}.png`, data: tinyPng }));

  async function upload(order: Placed, claimId: number, count: number, token = order.buyer.token) {
    const { payload, headers } = await encodeForm(
      multipartBody(undefined, photos(count), CLAIM_PHOTO_FORM.json, CLAIM_PHOTO_FORM.files),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/orders/${order.orderId}/claims/${claimId}/photos`,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, body: JSON.parse(response.body) };
  }

  it('takes up to five while the claim waits, served to their signed address only', async () => {
    const order = await delivered({ M: 1 });
    const line = (await orderView(order)).items[0]!.line_id;
    const claim = claimSchema.parse(
      (
        await ask(order, {
          kind: 'RETURN',
          reason: 'DEFECT',
          lines: [{ line_id: line, quantity: 1 }],
        })
      ).body,
    );
    const added = await upload(order, claim.claim_id, 2);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const urls = claimSchema.parse(added.body).photo_urls;
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^\/uploads\/claims\/[\w-]+\.png\?exp=\d+&sig=/);

    const served = await t.app.inject({ method: 'GET', url: urls[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    const bare = urls[0]!.split('?')[0]!;
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);

    const tooMany = await upload(order, claim.claim_id, 4);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.detail[0].msg).toBe(claimMessages.photosTooMany);
    const other = await paidOrder(t.app, db(), { M: 1 });
    expect((await upload(order, claim.claim_id, 1, other.buyer.token)).status).toBe(404);

    // The back office sees them; once approved, no more are taken.
    const detail = adminClaimSchema.parse(
      (await t.asAdmin('GET', `/v1/admin/claims/${claim.claim_id}`)).body,
    );
    expect(detail.photo_urls).toHaveLength(2);
    await act(claim.claim_id, 'approve');
    const late = await upload(order, claim.claim_id, 1);
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(claimMessages.photosClosed);
  });
});
