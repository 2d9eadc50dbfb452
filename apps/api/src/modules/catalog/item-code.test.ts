import { adminItemMessages, adminItemSchema } from '@shop/contract/admin-catalog';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../test/admin';

const t = adminTestApp();

const form = (code?: string | null) => ({
  ...(code !== undefined && { code }),
  name: '코드 셔츠',
  price: 49_000,
  options: [{ label: 'M', stock: 2 }],
});

describe('상품코드 on the product form', () => {
  it('is saved, found by the list search, and unique', async () => {
    const created = await t.asAdmin('POST', '/v1/admin/items', form('FORM-001'));
    expect(created.status).toBe(201);
    const item = adminItemSchema.parse(created.body);
    expect(item.code).toBe('FORM-001');

    const found = await t.asAdmin('GET', '/v1/admin/items?q=form-001');
    expect(found.body.items).toMatchObject([{ item_id: item.item_id, code: 'FORM-001' }]);

    const taken = await t.asAdmin('POST', '/v1/admin/items', form('FORM-001'));
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ detail: adminItemMessages.codeTaken });

    const other = adminItemSchema.parse(
      (await t.asAdmin('POST', '/v1/admin/items', form('FORM-002'))).body,
    );
    const clash = await t.asAdmin('PUT', `/v1/admin/items/${other.item_id}`, form('FORM-001'));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ detail: '이미 쓰고 있는 상품코드입니다.' });
  });

  it('is kept when the form leaves it out, cleared when empty, and checked', async () => {
    const item = adminItemSchema.parse(
      (await t.asAdmin('POST', '/v1/admin/items', form(' KEEP_1 '))).body,
    );
    expect(item.code).toBe('KEEP_1');
    const kept = await t.asAdmin('PUT', `/v1/admin/items/${item.item_id}`, form());
    expect(kept.body.code).toBe('KEEP_1');
    const cleared = await t.asAdmin('PUT', `/v1/admin/items/${item.item_id}`, form(''));
    expect(cleared.body.code).toBeNull();

    const bad = await t.asAdmin('POST', '/v1/admin/items', form('코드 한글'));
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(adminItemMessages.codeInvalid);
    const none = await t.asAdmin('POST', '/v1/admin/items', form());
    expect(none.body.code).toBeNull();
  });
});
