import { dashboardSchema } from '@shop/contract/admin-dashboard';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import { createItem } from '../../db/factories';

const t = adminTestApp();

describe('the dashboard', () => {
  it("sums today's and the month's paid orders net of refunds, and what needs attention", async () => {
    const empty = dashboardSchema.parse(
      (await call(t.app, 'GET', '/v1/admin/dashboard', { token: t.token })).body,
    );
    expect(empty).toMatchObject({
      today: { order_count: 0, sales: 0, refunded: 0 },
      month: { order_count: 0, sales: 0 },
      awaiting_shipment: 0,
      low_stock_threshold: 3,
      low_stock: [],
      unanswered_qna: 0,
    });
    expect(empty.date).toBe(new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10));

    const first = await paidOrder(t.app, t.database.db, { M: 1 }, { price: 60_000 });
    const second = await paidOrder(t.app, t.database.db, { M: 1 }, { price: 20_000 });
    await call(t.app, 'POST', `/v1/admin/orders/${second.orderId}/refund`, {
      token: t.token,
      body: { request_id: 'dashboard-refund-1', reason: '품절' },
    });
    await createItem(t.database.db, { name: '거의 품절', options: { S: 0, M: 3, L: 4 } });

    const now = dashboardSchema.parse(
      (await call(t.app, 'GET', '/v1/admin/dashboard', { token: t.token })).body,
    );
    expect(now.today).toEqual({ order_count: 2, sales: first.total, refunded: second.total });
    expect(now.month.order_count).toBeGreaterThanOrEqual(2);
    expect(now.awaiting_shipment).toBe(1);
    expect(now.low_stock.map((o) => [o.item_name, o.option, o.stock])).toEqual([
      ['거의 품절', 'S', 0],
      ['거의 품절', 'M', 3],
    ]);
  });
});
