import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { adminItemSchema } from '@shop/contract/admin-catalog';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csvRecords, sheetTestApp } from '../../../test/catalog-sheet';
import { cafe24ProductsCsv } from '../../../test/fixtures/cafe24/generate';
import { call } from '../../../test/http';
import { items } from '../../db/schema/index';
import { htmlToText, readCafe24Options } from './cafe24-products';
import { stockMismatches } from './ledger';

const s = sheetTestApp();
const db = () => s.t.database.db;
const fixture = () =>
  readFile(path.join(import.meta.dirname, '../../../test/fixtures/cafe24/products.csv'), 'utf8');

async function itemOf(code: string) {
  const [row] = await db().select({ id: items.id }).from(items).where(eq(items.code, code));
  const response = await call(s.t.app, 'GET', `/v1/admin/items/${row!.id}`, { token: s.t.token });
  return adminItemSchema.parse(response.body);
}

describe('Cafe24 product file', () => {
  it('reads 옵션입력 as every colour with every size', () => {
    expect(readCafe24Options('색상{블랙|카멜}//사이즈{S|M}')).toEqual({
      ok: true,
      value: ['블랙 / S', '블랙 / M', '카멜 / S', '카멜 / M'],
    });
    expect(readCafe24Options('사이즈{S|M}')).toEqual({ ok: true, value: ['S', 'M'] });
    expect(readCafe24Options('컬러{그레이}')).toEqual({ ok: true, value: ['그레이 / FREE'] });
    expect(readCafe24Options('')).toEqual({ ok: true, value: ['단일'] });
    expect(readCafe24Options('색상{블랙}//패턴{무지}')).toEqual({
      ok: false,
      error: "옵션입력의 '패턴' 옵션은 가져올 수 없습니다. 색상과 사이즈만 옮깁니다.",
    });
  });

  it('turns the detail HTML into plain text', () => {
    expect(
      htmlToText(
        '<p>부드러운 <b>울</b> 코트</p><p>안감&nbsp;&amp; 드라이&#54364;</p><script>x()</script>',
      ),
    ).toBe('부드러운 울 코트\n안감 & 드라이표');
    expect(htmlToText('<img src="/web/a.jpg">')).toBe('');
  });

  it('maps the fixture onto the shop: codes, display, options, categories, images', async () => {
    const rows = await s.sheet.cafe24Products.check(csvRecords(await fixture()));
    expect(rows.map((r) => [r.line, r.key, r.action])).toEqual([
      [2, 'CF-COAT-01', 'create'],
      [3, 'P000000B', 'create'],
      [4, 'CF-TEE-01', 'create'],
      [5, 'CF-BAG-01', 'create'],
      [6, 'CF-SCARF-01', 'create'],
      [7, 'CF-SHIRT-01', 'create'],
      [8, 'CF-PANTS-01', 'error'],
      [9, 'CF-SOCKS-01', 'error'],
      [10, 'CF-CAP-01', 'error'],
      [11, 'CF-DRESS-01', 'create'],
    ]);
    const by = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(by['CF-PANTS-01']?.errors).toEqual([
      "이미지 '/web/product/big/pants01.jpg': 이미지 주소가 전체 URL이 아닙니다.",
    ]);
    expect(by['CF-SOCKS-01']?.errors).toEqual([
      "옵션입력의 '패턴' 옵션은 가져올 수 없습니다. 색상과 사이즈만 옮깁니다.",
    ]);
    expect(by['CF-CAP-01']?.errors).toEqual(["판매가 '무료'은(는) 숫자가 아닙니다."]);

    const big = 'https://ondo-old.cafe24.com/web/product/big/';
    expect(by['CF-COAT-01']?.data).toEqual({
      code: 'CF-COAT-01',
      name: '울 블렌드 롱 코트',
      price: 259_000,
      hidden: false,
      categoryIds: [s.categoryIds.코트],
      tags: ['코트', '울코트', '겨울'],
      description: '부드러운 울 블렌드 원단의 롱 코트입니다.\n안감 포함 & 드라이클리닝',
      imageUrls: [`${big}coat01.jpg`, `${big}coat01_2.jpg`, `${big}coat01_3.jpg`],
      options: ['블랙 / S', '블랙 / M', '블랙 / L', '카멜 / S', '카멜 / M', '카멜 / L'].map(
        (label) => ({
          label,
          colorHex: label.startsWith('블랙') ? '#1f1f1f' : '#b08457',
          stock: null,
        }),
      ),
      notes: ['Cafe24 파일에 옵션별 재고가 없어 새 옵션은 재고 0'],
    });
    expect(by['CF-COAT-01']?.changes).toEqual([
      '옵션 6개: 블랙 / S 0, 블랙 / M 0, 블랙 / L 0, 카멜 / S 0, 카멜 / M 0, 카멜 / L 0',
      'Cafe24 파일에 옵션별 재고가 없어 새 옵션은 재고 0',
    ]);
    expect(by.P000000B?.data?.options.map((o) => o.label)).toEqual([
      '아이보리 / FREE',
      '네이비 / FREE',
    ]);
    expect(by['CF-TEE-01']?.data).toMatchObject({
      categoryIds: null,
      description: null,
      notes: [
        'Cafe24 파일에 옵션별 재고가 없어 새 옵션은 재고 0',
        'Cafe24 상품분류 번호 26은(는) 옮기지 않아 카테고리 미지정',
      ],
    });
    expect(by['CF-BAG-01']?.data).toMatchObject({
      options: [{ label: '단일', stock: 7 }],
      notes: ['Cafe24 상품분류 번호 30은(는) 옮기지 않아 카테고리 미지정'],
    });
    expect(by['CF-SCARF-01']?.data).toMatchObject({
      hidden: true,
      categoryIds: [s.categoryIds.액세서리],
    });
    expect(by['CF-SHIRT-01']?.data).toMatchObject({ hidden: true, description: '시원한 린넨' });
    expect(by['CF-DRESS-01']?.data?.notes).toContain(
      "분류 '원피스'은(는) 쇼핑몰에 없어 카테고리 미지정",
    );
  });

  it('imports the fixture, and a second run changes nothing and fetches nothing', async () => {
    const records = csvRecords(await fixture());
    const rows = await s.sheet.cafe24Products.check(records);
    s.fetched.length = 0;
    for (const row of rows.filter((r) => r.data)) {
      const applied = await s.sheet.cafe24Products.apply(row.data!, { id: s.adminId });
      expect(applied.action).toBe('create');
    }
    expect(s.fetched).toHaveLength(9);
    const coat = await itemOf('CF-COAT-01');
    expect(coat.image_urls).toHaveLength(3);
    expect(coat.options.map((o) => o.stock)).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await itemOf('CF-BAG-01')).options).toMatchObject([{ label: '단일', stock: 7 }]);
    expect(await stockMismatches(db())).toEqual([]);

    s.fetched.length = 0;
    const again = await s.sheet.cafe24Products.check(records);
    expect(again.filter((r) => r.action !== 'error').map((r) => r.action)).toEqual(
      Array(7).fill('unchanged'),
    );
    for (const row of again.filter((r) => r.data)) {
      expect(await s.sheet.cafe24Products.apply(row.data!, { id: s.adminId })).toEqual({
        action: 'unchanged',
        changes: [],
      });
    }
    expect(s.fetched).toEqual([]);
  });

  it('checks 1,000 products within seconds and imports them all', async () => {
    const records = csvRecords(cafe24ProductsCsv(1000, 'BULK'));
    const started = performance.now();
    const rows = await s.sheet.cafe24Products.check(records);
    const checkMs = performance.now() - started;
    expect(rows).toHaveLength(1000);
    expect(rows.every((r) => r.action === 'create')).toBe(true);
    expect(checkMs).toBeLessThan(5000);

    const applyStarted = performance.now();
    for (const row of rows) await s.sheet.cafe24Products.apply(row.data!, { id: s.adminId });
    const applyMs = performance.now() - applyStarted;
    const written = await db()
      .select({ id: items.id })
      .from(items)
      .where(like(items.code, 'BULK-%'));
    expect(written).toHaveLength(1000);
    const recheck = await s.sheet.cafe24Products.check(records);
    expect(recheck.every((r) => r.action === 'unchanged')).toBe(true);
    console.info(
      `1,000 Cafe24 products: check ${Math.round(checkMs)} ms, import ${Math.round(applyMs)} ms`,
    );
  }, 180_000);
});
