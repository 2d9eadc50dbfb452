import type { OrderStatus } from '@shop/contract/orders';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import { createItem, createMember } from '../../db/factories';
import { itemOptions, items, orderLines, orders, searchQueries } from '../../db/schema/index';
import { createAuditService } from '../audit/service';
import { createCategoryService } from '../catalog/categories-service';
import { createSearchService } from '../catalog/search-service';
import { pruneSearchesJob, refreshSalesCountsJob } from './search-upkeep';

const DAY = 24 * 60 * 60 * 1000;
const t = useTestApp();
let search: ReturnType<typeof createSearchService>;

beforeAll(() => {
  const db = t.database.db;
  const audit = createAuditService({ db });
  const categories = createCategoryService({ db, cacheTtlMs: 0, audit, onChange: () => {} });
  search = createSearchService({ db, categories, cacheTtlMs: 0, audit, onChange: () => {} });
});

let orderNo = 0;
/** An order in `status` with one line per [item, quantity, refunded]. */
async function order(status: OrderStatus, lines: [number, number, number][]) {
  const db = t.database.db;
  const member = await createMember(db);
  orderNo += 1;
  const [row] = await db
    .insert(orders)
    .values({
      merchantId: `upkeep-${orderNo}-${Date.now()}`,
      memberId: member.id,
      status,
      orderName: '테스트 주문',
      recipientName: '홍길동',
      phone: '01012345678',
      postCode: '04524',
      address: '서울시 중구',
      paymentMethod: 'card',
      itemsTotal: 10_000,
      totalPrice: 10_000,
    })
    .returning({ id: orders.id });
  for (const [itemId, quantity, refunded] of lines) {
    const [option] = await db
      .select({ id: itemOptions.id })
      .from(itemOptions)
      .where(eq(itemOptions.itemId, itemId));
    await db.insert(orderLines).values({
      orderId: row!.id,
      itemId,
      optionId: option!.id,
      itemName: '상품',
      optionLabel: 'FREE',
      unitPrice: 10_000,
      quantity,
      lineTotal: 10_000 * quantity,
      refundedQuantity: refunded,
    });
  }
}

describe('refresh-sales-counts', () => {
  it('counts units on placed, shipped and delivered orders, net of refunds', async () => {
    const db = t.database.db;
    const a = await createItem(db, { name: '업킵 셔츠' });
    const b = await createItem(db, { name: '업킵 니트' });
    const c = await createItem(db, { name: '업킵 코트', salesCount: 7 });
    await order('ORDER_PLACED', [
      [a.id, 3, 1],
      [b.id, 2, 0],
    ]);
    await order('SHIPPED', [[a.id, 1, 0]]);
    await order('DELIVERED', [[b.id, 2, 0]]);
    await order('PAYMENT_PENDING', [[a.id, 5, 0]]);
    await order('ORDER_CANCELLED', [[b.id, 4, 0]]);
    await order('RETURNED', [[c.id, 2, 2]]);

    const job = refreshSalesCountsJob({ search });
    const output = await job.run(new Date());
    expect(output).toEqual({ changed: 3 });
    expect(job.summarize?.(output)).toBe('3개 상품 갱신');
    const counts = await db
      .select({ id: items.id, sales: items.salesCount })
      .from(items)
      .where(inArray(items.id, [a.id, b.id, c.id]));
    expect(Object.fromEntries(counts.map((r) => [r.id, r.sales]))).toEqual({
      [a.id]: 3,
      [b.id]: 4,
      [c.id]: 0,
    });
    // Only rows whose count moved are written.
    expect(await job.run(new Date())).toEqual({ changed: 0 });

    const res = await call(
      t.app,
      'GET',
      `/v1/items/search?q=${encodeURIComponent('업킵')}&sort=popular`,
    );
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([b.id, a.id, c.id]);
  });
});

describe('prune-searches', () => {
  it('deletes searches older than 30 days and keeps the rest', async () => {
    const db = t.database.db;
    const now = new Date();
    await db.insert(searchQueries).values([
      { query: '아주 오래된', createdAt: new Date(now.getTime() - 31 * DAY) },
      { query: '막 지난', createdAt: new Date(now.getTime() - 30 * DAY - 1000) },
      { query: '남는', createdAt: new Date(now.getTime() - 29 * DAY) },
      { query: '오늘', createdAt: now },
    ]);
    expect(await pruneSearchesJob({ search }).run(now)).toEqual({ deleted: 2 });
    const left = (await db.select({ query: searchQueries.query }).from(searchQueries)).map(
      (r) => r.query,
    );
    expect(left).toEqual(expect.arrayContaining(['남는', '오늘']));
    expect(left).not.toContain('아주 오래된');
    expect(left).not.toContain('막 지난');
  });
});
