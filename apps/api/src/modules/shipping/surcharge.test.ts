import { orderMessages } from '@shop/contract/orders';
import { shippingMessages } from '@shop/contract/shipping';
import { describe, expect, it } from 'vitest';
import { admin, auditOf } from '../../../test/admin';
import { useFakeShop } from '../../../test/fake-shop';
import { call } from '../../../test/http';
import { itemStart, shopper, submitOrder } from '../../../test/shop';
import { moneyMismatches, moneyTotals } from '../payments/books-service';

const shop = useFakeShop();
const JEJU = '63001';

const surchargeOf = (postcode: string) =>
  call(shop.t.app, 'GET', `/v1/shipping/surcharge?postcode=${postcode}`);

async function adminCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const { token } = await admin(shop.t.app, shop.db());
  return call(shop.t.app, method, `/v1/admin/shipping/surcharges${url}`, { token, body });
}

const issue = (response: { body: { detail: { loc: string[]; msg: string }[] } }) =>
  response.body.detail.map((d) => [d.loc.at(-1), d.msg]);

async function booksAgree() {
  const { ledger, orders } = await moneyTotals(shop.db());
  expect(ledger).toBe(orders);
  expect(await moneyMismatches(shop.db())).toEqual([]);
}

describe('the island surcharge of a postcode', () => {
  it('answers the seeded zones: Jeju 3,000 won, Ulleung 5,000 won, the mainland nothing', async () => {
    expect((await surchargeOf(JEJU)).body).toEqual({ postcode: JEJU, fee: 3_000, zone: '제주' });
    expect((await surchargeOf('63644')).body).toMatchObject({ fee: 3_000, zone: '제주' });
    expect((await surchargeOf('40200')).body).toMatchObject({ fee: 5_000, zone: '경북 울릉' });
    expect((await surchargeOf('04779')).body).toEqual({ postcode: '04779', fee: 0, zone: null });
    const bad = await surchargeOf('6300');
    expect(bad.status).toBe(422);
    expect(bad.text).toContain(shippingMessages.postcodeFormat);
  });
});

describe('an order delivered to Jeju', () => {
  it('is charged 3,000 won more, and the provider is asked for exactly that total', async () => {
    const item = await shop.stockedItem({ M: 5 }, 30_000);
    const p = await shop.pendingPurchase(item, { M: 1 }, { postCode: JEJU });
    expect(p.total).toBe(30_000 + 3_000 + 3_000);
    expect((await shop.succeed(p)).status).toBe(200);
    const { order } = await shop.recordOf(p);
    expect(order).toMatchObject({
      status: 'ORDER_PLACED',
      postCode: JEJU,
      shippingFee: 3_000,
      islandFee: 3_000,
      totalPrice: 36_000,
    });
    expect(shop.toss.payment(p.paymentKey)).toMatchObject({
      status: 'DONE',
      totalAmount: 36_000,
    });
    const mine = await call(shop.t.app, 'GET', '/v1/orders', { token: p.token });
    expect(mine.body.order_list).toEqual([
      expect.objectContaining({ island_fee: 3_000, shipping_fee: 3_000, total_price: 36_000 }),
    ]);
    await booksAgree();
  });

  it('keeps the surcharge when shipping is free', async () => {
    const item = await shop.stockedItem({ M: 5 }, 60_000);
    const p = await shop.pendingPurchase(item, { M: 1 }, { postCode: '40210' });
    expect(p.total).toBe(60_000 + 5_000);
  });

  it("refuses the page's total when it leaves the surcharge out, and a mainland one is not charged", async () => {
    const { token } = await shopper(shop.t.app, shop.db());
    const item = await shop.stockedItem({ M: 5 }, 30_000);
    const started = await call(shop.t.app, 'POST', '/v1/orders/start', {
      token,
      body: itemStart(item.id, { M: 1 }),
    });
    expect(started.body.total_price).toBe(33_000);
    const refused = await submitOrder(shop.t.app, token, started.body, undefined, JEJU);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(orderMessages.totalChanged('36,000원'));

    const mainland = await submitOrder(shop.t.app, token, started.body);
    expect(mainland.status).toBe(201);
    expect(mainland.body).toMatchObject({ island_fee: 0, total_price: 33_000 });
  });

  it("a member's cancel gives the surcharge back with everything else", async () => {
    const item = await shop.stockedItem({ M: 5 }, 30_000);
    const p = await shop.pendingPurchase(item, { M: 2 }, { postCode: JEJU });
    expect((await shop.succeed(p)).status).toBe(200);
    expect((await shop.memberCancel(p)).status).toBe(200);
    const { order } = await shop.recordOf(p);
    expect(order).toMatchObject({ status: 'ORDER_CANCELLED', islandFee: 3_000 });
    expect(order.refundedAmount).toBe(p.total);
    expect(shop.netCharge(p.paymentKey)).toBe(0);
    await booksAgree();
  });

  it('a partial refund keeps the surcharge; the refund of the rest returns it', async () => {
    const { token } = await admin(shop.t.app, shop.db());
    const item = await shop.stockedItem({ M: 5, L: 5 }, 20_000);
    const p = await shop.pendingPurchase(item, { M: 1, L: 1 }, { postCode: JEJU });
    expect(p.total).toBe(40_000 + 3_000 + 3_000);
    expect((await shop.succeed(p)).status).toBe(200);
    const { lines } = await shop.recordOf(p);
    const refund = (request_id: string, body: object) =>
      call(shop.t.app, 'POST', `/v1/admin/orders/${p.orderId}/refund`, {
        token,
        body: { request_id, reason: '환불', ...body },
      });
    const first = await refund(`island-${p.orderId}-1`, {
      lines: [{ line_id: lines[0]!.id, quantity: 1 }],
    });
    expect(first.status).toBe(200);
    expect(first.body.amounts).toMatchObject({ island_fee: 3_000, refunded: 20_000 });
    const rest = await refund(`island-${p.orderId}-2`, {});
    expect(rest.status).toBe(200);
    expect(rest.body.amounts).toMatchObject({ refunded: 46_000, remaining: 0 });
    expect(shop.netCharge(p.paymentKey)).toBe(0);
    await booksAgree();
  });
});

describe('the back office ranges', () => {
  it('lists the seeded ranges by starting postcode', async () => {
    const list = await adminCall('GET', '');
    expect(list.status).toBe(200);
    const ranges = list.body.ranges as { from_postcode: string; zone: string; fee: number }[];
    expect(ranges.map((r) => r.from_postcode)).toEqual(
      ranges.map((r) => r.from_postcode).toSorted(),
    );
    expect(ranges).toContainEqual(
      expect.objectContaining({ zone: '제주', from_postcode: '63000', to_postcode: '63644' }),
    );
    expect(ranges.filter((r) => r.zone !== '제주').every((r) => r.fee === 5_000)).toBe(true);
  });

  it('adds, changes and deletes a range, each audited, and the lookup follows', async () => {
    const { token, member } = await admin(shop.t.app, shop.db());
    const at = (url: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
      call(shop.t.app, method, `/v1/admin/shipping/surcharges${url}`, { token, body });

    const added = await at('', 'POST', {
      zone: ' 시험 도서 ',
      from_postcode: '10100',
      to_postcode: '10105',
      fee: 4_000,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ zone: '시험 도서', fee: 4_000 });
    const id = added.body.range_id as number;
    expect((await surchargeOf('10103')).body).toMatchObject({ fee: 4_000, zone: '시험 도서' });

    const changed = await at(`/${id}`, 'PUT', {
      zone: '시험 도서',
      from_postcode: '10100',
      to_postcode: '10102',
      fee: 6_000,
    });
    expect(changed.status).toBe(200);
    expect((await surchargeOf('10103')).body.fee).toBe(0);
    expect((await surchargeOf('10102')).body.fee).toBe(6_000);

    expect((await at(`/${id}`, 'DELETE')).status).toBe(204);
    expect((await surchargeOf('10102')).body.fee).toBe(0);
    expect((await at(`/${id}`, 'DELETE')).status).toBe(404);

    expect(await auditOf(shop.db(), 'surcharge', id)).toEqual([
      {
        actorId: member.id,
        action: 'surcharge.create',
        detail: { zone: '시험 도서', from_postcode: '10100', to_postcode: '10105', fee: 4_000 },
      },
      {
        actorId: member.id,
        action: 'surcharge.update',
        detail: { zone: '시험 도서', from_postcode: '10100', to_postcode: '10102', fee: 6_000 },
      },
      {
        actorId: member.id,
        action: 'surcharge.delete',
        detail: { zone: '시험 도서', from_postcode: '10100', to_postcode: '10102', fee: 6_000 },
      },
    ]);
  });

  it('refuses bad ranges in Korean: format, order, fee, overlap; an edit may keep its own postcodes', async () => {
    const good = { zone: '시험', from_postcode: '10200', to_postcode: '10210', fee: 5_000 };
    expect(issue(await adminCall('POST', '', { ...good, from_postcode: '1020' }))).toEqual([
      ['from_postcode', shippingMessages.postcodeFormat],
    ]);
    expect(issue(await adminCall('POST', '', { ...good, to_postcode: '10199' }))).toEqual([
      ['to_postcode', shippingMessages.rangeOrder],
    ]);
    expect(issue(await adminCall('POST', '', { ...good, fee: 100_001 }))).toEqual([
      ['fee', shippingMessages.feeRange],
    ]);
    expect(issue(await adminCall('POST', '', { ...good, zone: '<b></b>' }))).toEqual([
      ['zone', shippingMessages.zoneRequired],
    ]);
    const overlap = await adminCall('POST', '', {
      ...good,
      from_postcode: '63600',
      to_postcode: '63700',
    });
    expect(overlap.status).toBe(422);
    expect(issue(overlap)).toEqual([
      ['from_postcode', shippingMessages.overlap('제주', '63000', '63644')],
    ]);

    const added = await adminCall('POST', '', good);
    expect(added.status).toBe(201);
    const id = added.body.range_id as number;
    expect((await adminCall('PUT', `/${id}`, { ...good, fee: 0 })).status).toBe(200);
    expect((await adminCall('PUT', '/999999', good)).status).toBe(404);
    expect((await adminCall('DELETE', `/${id}`)).status).toBe(204);
    expect(await auditOf(shop.db(), 'surcharge', 999999)).toEqual([]);
  });

  it('is for admins only', async () => {
    const { token } = await shopper(shop.t.app, shop.db());
    const list = await call(shop.t.app, 'GET', '/v1/admin/shipping/surcharges', { token });
    expect(list.status).toBe(403);
    expect((await call(shop.t.app, 'GET', '/v1/admin/shipping/surcharges')).status).toBe(401);
  });
});
