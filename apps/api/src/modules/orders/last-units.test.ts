import { paymentMessages } from '@shop/contract/payments';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import {
  approveInWindow,
  confirmPayment,
  itemStart,
  placePendingOrder,
  shopper,
  stockedItem,
} from '../../../test/shop';
import { itemOptions, orders } from '../../db/schema/index';

const t = useTestApp();

it('40 members paying for the last 5 units at once: exactly 5 orders, nobody else charged', async () => {
  const item = await stockedItem(t.database.db, { '블랙 / FREE': 5 });
  const start = itemStart(item.id, { '블랙 / FREE': 1 });
  // Everybody gets as far as the payment window while the stock still shows 5.
  const redirects = await Promise.all(
    Array.from({ length: 40 }, async () => {
      const { token } = await shopper(t.app, t.database.db);
      const order = await placePendingOrder(t.app, token, start);
      return approveInWindow(t.app, { ...order, amount: order.total });
    }),
  );

  const results = await Promise.all(redirects.map((r) => confirmPayment(t.app, r)));

  const placed = results.filter((r) => r.status === 200);
  const refused = results.filter((r) => r.status !== 200);
  expect(placed).toHaveLength(5);
  expect(placed.every((r) => r.body.order_status === 'ORDER_PLACED')).toBe(true);
  expect(refused).toHaveLength(35);
  expect(
    refused.every((r) => r.status === 409 && r.body.detail === paymentMessages.outOfStock),
  ).toBe(true);

  const [option] = await t.database.db
    .select()
    .from(itemOptions)
    .where(eq(itemOptions.itemId, item.id));
  expect(option?.stock).toBe(0);
  const merchantIds = redirects.map((r) => r.orderId);
  const rows = await t.database.db
    .select()
    .from(orders)
    .where(inArray(orders.merchantId, merchantIds));
  expect(rows.filter((o) => o.status === 'ORDER_PLACED')).toHaveLength(5);

  // At the provider: exactly the 5 placed orders were ever confirmed; the other 35 payments were
  // authenticated in the window but never confirmed, so no money moved for them.
  const provider = t.app.tossSandbox!.payments().filter((p) => merchantIds.includes(p.orderId));
  const done = provider.filter((p) => p.status === 'DONE');
  expect(done.map((p) => p.orderId).sort()).toEqual(placed.map((r) => r.body.merchant_id).sort());
  expect(provider.filter((p) => p.status !== 'DONE').every((p) => p.status === 'IN_PROGRESS')).toBe(
    true,
  );
});
