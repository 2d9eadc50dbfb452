import { idempotencyMessages } from '@shop/contract/drops';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import {
  itemStart,
  payInWindow,
  placeItemOrder,
  recipient,
  shopper,
  stockedItem,
} from '../../../test/shop';
import { checkouts, idempotencyKeys, orders, paymentCalls } from '../../db/schema/index';
import { createIdempotencyService, IDEMPOTENCY_TTL_MS, IN_FLIGHT_TIMEOUT_MS } from './service';

const t = useTestApp();

const post = (url: string, token: string, key: string, body?: unknown) =>
  call(t.app, 'POST', url, {
    token,
    ...(body === undefined ? {} : { body }),
    headers: { 'idempotency-key': key },
  });

/** A fresh shopper's started order of one unit of a new item, and the order sheet to send. */
async function startedSheet() {
  const item = await stockedItem(t.database.db, { FREE: 5 });
  const buyer = await shopper(t.app, t.database.db);
  const started = await post('/v1/orders/start', buyer.token, 's', itemStart(item.id, { FREE: 1 }));
  const sheet = {
    ...recipient,
    merchant_id: started.body.merchant_id as string,
    total_price: started.body.total_price as number,
  };
  return { buyer, sheet };
}

async function checkoutsOf(memberId: number) {
  return t.database.db.select().from(checkouts).where(eq(checkouts.memberId, memberId));
}

describe('Idempotency-Key', () => {
  it('replays the first answer of the same request without doing the work again', async () => {
    const item = await stockedItem(t.database.db, { FREE: 5 });
    const buyer = await shopper(t.app, t.database.db);
    const body = itemStart(item.id, { FREE: 1 });

    const first = await post('/v1/orders/start', buyer.token, 'start-1', body);
    const again = await post('/v1/orders/start', buyer.token, 'start-1', body);

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await checkoutsOf(buyer.member.id)).toHaveLength(1);

    // Another key is another action; no key at all is served as always.
    expect((await post('/v1/orders/start', buyer.token, 'start-2', body)).status).toBe(200);
    await call(t.app, 'POST', '/v1/orders/start', { token: buyer.token, body });
    expect(await checkoutsOf(buyer.member.id)).toHaveLength(3);

    // The key is the member's own: another member's request with it is theirs.
    const other = await shopper(t.app, t.database.db);
    const theirs = await post('/v1/orders/start', other.token, 'start-1', body);
    expect(theirs.status).toBe(200);
    expect(theirs.body.merchant_id).not.toBe(first.body.merchant_id);
  });

  it('refuses the key with another body (422) and a key that is not one', async () => {
    const item = await stockedItem(t.database.db, { FREE: 5 });
    const buyer = await shopper(t.app, t.database.db);
    const start = (key: string, quantity: number) =>
      post('/v1/orders/start', buyer.token, key, itemStart(item.id, { FREE: quantity }));
    await start('k-1', 1);

    const other = await start('k-1', 2);
    expect(other).toMatchObject({
      status: 422,
      body: {
        detail: [{ loc: ['header', 'idempotency-key'], msg: idempotencyMessages.keyReused }],
      },
    });
    const bad = await start('no spaces!', 1);
    expect(bad).toMatchObject({
      status: 422,
      body: { detail: [{ msg: idempotencyMessages.keyInvalid }] },
    });
    expect(await checkoutsOf(buyer.member.id)).toHaveLength(1);
  });

  it('replays done, the payment registration and a refusal as first answered', async () => {
    const { buyer, sheet: doneBody } = await startedSheet();
    const done = await post('/v1/orders/done', buyer.token, 'd', doneBody);
    const doneAgain = await post('/v1/orders/done', buyer.token, 'd', doneBody);
    expect(done.status).toBe(201);
    expect(doneAgain).toMatchObject({ status: 201, text: done.text });
    // Done again for real would have replaced the order with a new one.
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.merchantId, doneBody.merchant_id));
    expect(rows.map((o) => o.id)).toEqual([done.body.order_id]);

    const payBody = {
      payment_method: '카드',
      payment_name: done.body.order_name,
      merchant_id: done.body.merchant_id,
      amount: done.body.total_price,
    };
    const registered = await post('/v1/payment/toss', buyer.token, 'p', payBody);
    expect(registered.status).toBe(201);
    expect(await post('/v1/payment/toss', buyer.token, 'p', payBody)).toMatchObject({
      status: 201,
      text: registered.text,
    });

    // A client error is an answer too: the same request with its key is answered the same.
    const wrong = { ...doneBody, total_price: doneBody.total_price + 1 };
    const refused = await post('/v1/orders/done', buyer.token, 'd-wrong', wrong);
    expect(refused.status).toBe(409);
    expect(await post('/v1/orders/done', buyer.token, 'd-wrong', wrong)).toMatchObject({
      status: 409,
      text: refused.text,
    });
  });

  it('cancels once: the replay answers the cancelled order and the provider is called once', async () => {
    const item = await stockedItem(t.database.db, { FREE: 5 });
    const buyer = await shopper(t.app, t.database.db);
    const order = await placeItemOrder(t.app, buyer.token, item.id, { FREE: 1 });
    expect((await payInWindow(t.app, order)).status).toBe(200);

    const url = `/v1/orders/${order.orderId}/cancel`;
    const first = await post(url, buyer.token, 'cancel-1');
    const again = await post(url, buyer.token, 'cancel-1');
    expect(first.body.order_status).toBe('ORDER_CANCELLED');
    expect(again).toMatchObject({ status: 200, text: first.text });
    const cancels = await t.database.db
      .select()
      .from(paymentCalls)
      .where(eq(paymentCalls.orderNumber, order.merchantId));
    expect(cancels.filter((c) => c.kind === 'cancel')).toHaveLength(1);
    // Without the key the second press is told the order is cancelled already.
    expect((await call(t.app, 'POST', url, { token: buyer.token })).status).toBe(409);
  });

  it('10 presses at once: one order, every other answer a replay or "처리 중"', async () => {
    const { buyer, sheet: body } = await startedSheet();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/v1/orders/done', buyer.token, 'press', body)),
    );

    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(created.every((a) => a.text === created[0]!.text)).toBe(true);
    const busy = answers.filter((a) => a.status !== 201);
    expect(
      busy.every((a) => a.status === 409 && a.body.detail === idempotencyMessages.inFlight),
    ).toBe(true);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.merchantId, body.merchant_id));
    expect(rows.map((o) => o.id)).toEqual([created[0]!.body.order_id]);
  });
});

describe('the key store', () => {
  it('answers "in flight" until the first answer is kept; a lost request is taken over later', async () => {
    const keys = createIdempotencyService({ db: t.database.db });
    const { member } = await shopper(t.app, t.database.db);
    const of = { memberId: member.id, route: 'POST /v1/orders/done', key: 'store-1' };

    const first = await keys.claim(of, 'hash-a');
    expect(first.kind).toBe('claimed');
    expect(await keys.claim(of, 'hash-a')).toEqual({ kind: 'in_flight' });
    expect(await keys.claim(of, 'hash-b')).toEqual({ kind: 'mismatch' });
    const later = new Date(Date.now() + IN_FLIGHT_TIMEOUT_MS + 1000);
    const taken = await keys.claim(of, 'hash-a', later);
    expect(taken.kind).toBe('claimed');
    if (taken.kind !== 'claimed') return;
    await keys.complete(taken.id, 201, '{"ok":true}');
    expect(await keys.claim(of, 'hash-a', later)).toEqual({
      kind: 'replay',
      status: 201,
      body: '{"ok":true}',
    });

    // A day later the key is free again, and pruning deletes what is older than a day.
    const dayLater = new Date(Date.now() + IDEMPOTENCY_TTL_MS + IN_FLIGHT_TIMEOUT_MS * 2);
    expect((await keys.claim(of, 'hash-b', dayLater)).kind).toBe('claimed');
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.memberId, member.id));
    expect(await keys.pruneExpired(new Date())).toBeGreaterThanOrEqual(1);
    expect(
      await t.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.memberId, member.id)),
    ).toEqual([]);
  });

  it('gives the key up when the server fails, so that a retry does the work', async () => {
    const keys = createIdempotencyService({ db: t.database.db });
    const { member } = await shopper(t.app, t.database.db);
    const of = { memberId: member.id, route: 'POST /v1/orders/start', key: 'store-2' };
    const first = await keys.claim(of, 'h');
    if (first.kind !== 'claimed') throw new Error('not claimed');
    await keys.release(first.id);
    expect((await keys.claim(of, 'h')).kind).toBe('claimed');
  });
});
