import { adminItemSchema, stockHistorySchema } from '@shop/contract/admin-catalog';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import {
  approveInWindow,
  confirmPayment,
  payInWindow,
  placeItemOrder,
  shopper,
  stockedItem,
} from '../../../test/shop';
import { stockMovements } from '../../db/schema/index';
import { stockMismatches } from './ledger';

const t = adminTestApp();
const db = () => t.database.db;

const history = async (itemId: number) => {
  const response = await call(t.app, 'GET', `/v1/admin/items/${itemId}/stock-history`, {
    token: t.token,
  });
  expect(response.status).toBe(200);
  return stockHistorySchema.parse(response.body).movements;
};
const brief = (movements: Awaited<ReturnType<typeof history>>) =>
  movements.map((m) => [m.option_label, m.reason, m.delta, m.stock_after]);

describe('the stock ledger', () => {
  it('explains every stock change: sale, cancel, partial refund and admin edits', async () => {
    const order = await paidOrder(t.app, db(), { M: 2, L: 1 });
    const itemId = order.item.id;
    expect(await stockMismatches(db())).toEqual([]);

    const lines = (
      await call(t.app, 'GET', `/v1/admin/orders/${order.orderId}`, { token: t.token })
    ).body.lines as { line_id: number; option: string }[];
    const m = lines.find((l) => l.option === 'M')!;
    const refunded = await call(t.app, 'POST', `/v1/admin/orders/${order.orderId}/refund`, {
      token: t.token,
      body: {
        request_id: `ledger-${Date.now()}`,
        reason: '고객 요청',
        lines: [{ line_id: m.line_id, quantity: 1 }],
      },
    });
    expect(refunded.status).toBe(200);
    expect(await stockMismatches(db())).toEqual([]);

    // A second buyer of the same item cancels their own order: the units come back.
    const buyer = await shopper(t.app, db());
    const second = await placeItemOrder(t.app, buyer.token, itemId, { L: 3 });
    const paid = await payInWindow(t.app, second);
    expect(paid.status).toBe(200);
    const cancelled = await call(t.app, 'POST', `/v1/orders/${second.orderId}/cancel`, {
      token: buyer.token,
    });
    expect(cancelled.status).toBe(200);
    expect(await stockMismatches(db())).toEqual([]);

    const item = adminItemSchema.parse(
      (await call(t.app, 'GET', `/v1/admin/items/${itemId}`, { token: t.token })).body,
    );
    const [optionM, optionL] = item.options;
    const quick = await call(
      t.app,
      'PUT',
      `/v1/admin/items/${itemId}/options/${optionM!.option_id}/stock`,
      { token: t.token, body: { stock: 4 } },
    );
    expect(quick.status).toBe(200);
    const saved = await call(t.app, 'PUT', `/v1/admin/items/${itemId}`, {
      token: t.token,
      body: {
        name: item.name,
        price: item.price,
        description: item.description,
        details: item.details,
        fit_sizing: item.fit_sizing,
        fabric: item.fabric,
        options: [
          { option_id: optionM!.option_id, label: 'M', stock: 4 },
          { option_id: optionL!.option_id, label: 'L', stock: 12 },
          { label: 'XL', stock: 5 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(await stockMismatches(db())).toEqual([]);

    const movements = await history(itemId);
    // Newest first; an unchanged option (M at 4) leaves no row.
    expect(brief(movements)).toEqual([
      ['XL', 'admin_create', 5, 5],
      ['L', 'admin_set', 3, 12],
      ['M', 'admin_set', -5, 4],
      ['L', 'cancel', 3, 9],
      ['L', 'sale', -3, 6],
      ['M', 'refund', 1, 9],
      ['L', 'sale', -1, 9],
      ['M', 'sale', -2, 8],
      ['L', 'initial', 10, 10],
      ['M', 'initial', 10, 10],
    ]);
    const sales = movements.filter((r) => r.reason === 'sale');
    expect(sales.map((r) => r.order_id)).toEqual([second.orderId, order.orderId, order.orderId]);
    expect(sales[0]!.order_number).toBe(second.merchantId);
    expect(movements[0]).toMatchObject({ actor_type: 'admin', actor_id: expect.any(Number) });
    expect(sales.map((r) => r.actor_type)).toEqual(['member', 'member', 'member']);
    expect(movements.find((r) => r.reason === 'refund')).toMatchObject({
      actor_type: 'admin',
      order_id: order.orderId,
    });
  });

  it('answers 404 for an unknown item and 401 without a token', async () => {
    const missing = await call(t.app, 'GET', '/v1/admin/items/999999/stock-history', {
      token: t.token,
    });
    expect(missing.status).toBe(404);
    expect((await call(t.app, 'GET', '/v1/admin/items/1/stock-history')).status).toBe(401);
  });

  it('20 buyers of the last unit at once leave exactly one sale row', async () => {
    const item = await stockedItem(db(), { FREE: 1 });
    const redirects = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { token } = await shopper(t.app, db());
        const order = await placeItemOrder(t.app, token, item.id, { FREE: 1 });
        return approveInWindow(t.app, { ...order, amount: order.total });
      }),
    );
    const results = await Promise.all(redirects.map((r) => confirmPayment(t.app, r)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);

    const rows = (await history(item.id)).map((m) => [m.reason, m.delta, m.stock_after]);
    expect(rows).toEqual([
      ['sale', -1, 0],
      ['initial', 1, 1],
    ]);
    expect(await stockMismatches(db())).toEqual([]);
    const all = await db().select().from(stockMovements);
    expect(all.filter((r) => r.reason === 'sale' && r.delta === 0)).toEqual([]);
  });
});
