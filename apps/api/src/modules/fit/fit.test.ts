import { adminItemSchema } from '@shop/contract/admin-catalog';
import { itemDetailSchema } from '@shop/contract/items';
import { measureMessages } from '@shop/contract/measure-rules';
import { garmentSchema, garmentsSchema } from '@shop/contract/measurements';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import { shopper } from '../../../test/shop';
import { DEFAULT_TEST_PASSWORD } from '../../db/factories';
import { memberGarments } from '../../db/schema/index';

const t = adminTestApp();
const db = () => t.database.db;

const knit = {
  template: 'top',
  rows: [
    { size: 'M', values: { length: 66, shoulder: 52, chest: 58, sleeve: 56 } },
    { size: 'S', values: { length: 64, shoulder: 50.5, chest: 55.5, sleeve: 55 } },
  ],
};

const setTable = (itemId: number, measurements: unknown) =>
  t.asAdmin('PUT', `/v1/admin/items/${itemId}/measurements`, { measurements });

async function deliveredOrder(buyer: { token: string }, lines: Record<string, number>) {
  const order = await paidOrder(t.app, db(), lines, { buyer });
  for (const body of [
    { status: 'SHIPPED', carrier: 'CJ대한통운', tracking_number: '1234-5678-9012' },
    { status: 'DELIVERED' },
  ]) {
    expect((await t.asAdmin('POST', `/v1/admin/orders/${order.orderId}/status`, body)).status).toBe(
      200,
    );
  }
  return order;
}

const garments = async (token: string) =>
  garmentsSchema.parse((await call(t.app, 'GET', '/v1/users/me/garments', { token })).body);

describe('실측 사이즈 of a product', () => {
  it('is saved by the back office for the sizes the product has and shown in option order', async () => {
    const order = await paidOrder(t.app, db(), { '블랙 / S': 1, '블랙 / M': 1 });
    const itemId = order.item.id;

    const unknown = await setTable(itemId, {
      ...knit,
      rows: [{ size: 'XL', values: { length: 70 } }],
    });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain(measureMessages.sizeUnknown('XL'));
    const badField = await setTable(itemId, {
      ...knit,
      rows: [{ size: 'M', values: { waist: 40 } }],
    });
    expect(badField.status).toBe(422);
    const badValue = await setTable(itemId, {
      ...knit,
      rows: [{ size: 'M', values: { chest: 58.3 } }],
    });
    expect(badValue.status).toBe(422);

    const saved = await setTable(itemId, knit);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(adminItemSchema.parse(saved.body)).toMatchObject({ sizes: ['S', 'M'] });

    const page = itemDetailSchema.parse((await call(t.app, 'GET', `/v1/items/${itemId}`)).body);
    expect(page.measurements).toEqual({
      template: 'top',
      rows: [
        { size: 'S', values: knit.rows[1]!.values },
        { size: 'M', values: knit.rows[0]!.values },
      ],
    });

    expect((await setTable(itemId, null)).status).toBe(200);
    const cleared = itemDetailSchema.parse((await call(t.app, 'GET', `/v1/items/${itemId}`)).body);
    expect(cleared.measurements).toBeNull();
  });

  it("suggests the template of the product's category", async () => {
    const top = await t.asAdmin('POST', '/v1/admin/categories', {
      name: '바지류',
      slug: 'fit-test-bottoms',
      measure_template: 'bottom',
    });
    expect(top.status).toBe(201);
    const id = (
      top.body as { categories: { category_id: number; slug: string }[] }
    ).categories.find((c) => c.slug === 'fit-test-bottoms')!.category_id;
    const child = await t.asAdmin('POST', '/v1/admin/categories', {
      name: '와이드 팬츠',
      slug: 'fit-test-wide',
      parent_id: id,
    });
    const childId = (
      child.body as { categories: { children: { category_id: number; slug: string }[] }[] }
    ).categories
      .flatMap((c) => c.children)
      .find((c) => c.slug === 'fit-test-wide')!.category_id;
    const order = await paidOrder(t.app, db(), { M: 1 });
    const item = await t.asAdmin('GET', `/v1/admin/items/${order.item.id}`);
    const body = adminItemSchema.parse(item.body);
    const updated = await t.asAdmin('PUT', `/v1/admin/items/${order.item.id}`, {
      name: body.name,
      price: body.price,
      options: body.options.map((o) => ({
        option_id: o.option_id,
        label: o.label,
        stock: o.stock,
      })),
      category_ids: [childId],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(adminItemSchema.parse(updated.body).suggested_template).toBe('bottom');
  });
});

describe('내 옷 (my clothes)', () => {
  it('saves a bought size in one tap, typed ones too, and lists what is left to save', async () => {
    const buyer = await shopper(t.app, db());
    const order = await deliveredOrder(buyer, { S: 1, M: 1 });
    expect((await setTable(order.item.id, knit)).status).toBe(200);

    const before = await garments(buyer.token);
    expect(before.garments).toEqual([]);
    expect(before.candidates.map((c) => [c.size, c.template])).toEqual(
      expect.arrayContaining([
        ['S', 'top'],
        ['M', 'top'],
      ]),
    );
    const m = before.candidates.find((c) => c.size === 'M')!;
    const saved = await call(t.app, 'POST', '/v1/users/me/garments/from-order', {
      token: buyer.token,
      body: { order_line_id: m.order_line_id },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(garmentSchema.parse(saved.body)).toMatchObject({
      template: 'top',
      values: knit.rows[0]!.values,
      item_id: order.item.id,
      size: 'M',
    });

    const typed = await call(t.app, 'POST', '/v1/users/me/garments', {
      token: buyer.token,
      body: { name: '자주 입는 니트', template: 'top', values: { length: 65, chest: 57.5 } },
    });
    expect(typed.status).toBe(201);
    const wrongField = await call(t.app, 'POST', '/v1/users/me/garments', {
      token: buyer.token,
      body: { name: '바지', template: 'top', values: { waist: 40 } },
    });
    expect(wrongField.status).toBe(422);
    const empty = await call(t.app, 'POST', '/v1/users/me/garments', {
      token: buyer.token,
      body: { name: '빈 옷', template: 'top', values: {} },
    });
    expect(empty.status).toBe(422);

    const after = await garments(buyer.token);
    expect(after.garments.map((g) => g.name)).toEqual(['자주 입는 니트', `${order.item.name} M`]);
    expect(after.candidates.map((c) => c.size)).toEqual(['S']);

    const stranger = await shopper(t.app, db());
    const notTheirs = await call(t.app, 'POST', '/v1/users/me/garments/from-order', {
      token: stranger.token,
      body: { order_line_id: m.order_line_id },
    });
    expect(notTheirs.status).toBe(404);
    const removed = await call(t.app, 'DELETE', `/v1/users/me/garments/${after.garments[0]!.id}`, {
      token: stranger.token,
    });
    expect(removed.status).toBe(404);
  });

  it('keeps at most 20, however many saves come at once', async () => {
    const buyer = await shopper(t.app, db());
    const save = (n: number) =>
      call(t.app, 'POST', '/v1/users/me/garments', {
        token: buyer.token,
        body: { name: `옷 ${n}`, template: 'skirt', values: { length: 60 + n } },
      });
    for (let n = 0; n < 18; n++) expect((await save(n)).status).toBe(201);
    const racing = await Promise.all([18, 19, 20, 21].map(save));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    expect((await garments(buyer.token)).garments).toHaveLength(20);
  });

  it('goes with the member on withdrawal', async () => {
    const buyer = await shopper(t.app, db());
    await call(t.app, 'POST', '/v1/users/me/garments', {
      token: buyer.token,
      body: { name: '청바지', template: 'bottom', values: { waist: 38, length: 100 } },
    });
    const left = await call(t.app, 'POST', '/v1/users/me/withdrawal', {
      token: buyer.token,
      body: { agree: true, password: DEFAULT_TEST_PASSWORD },
    });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const rows = await db()
      .select()
      .from(memberGarments)
      .where(eq(memberGarments.memberId, buyer.member.id));
    expect(rows).toEqual([]);
  });
});
