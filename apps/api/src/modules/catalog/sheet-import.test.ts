import { readdir } from 'node:fs/promises';
import { adminItemSchema, stockHistorySchema } from '@shop/contract/admin-catalog';
import { catalogSheetColumns } from '@shop/contract/admin-transfers';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordsOf, SHOP_URL, sheetTestApp } from '../../../test/catalog-sheet';
import { call } from '../../../test/http';
import { itemOptions, items, stockMovements } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { stockMismatches } from './ledger';
import type { SheetProduct } from './sheet-product';

const s = sheetTestApp();
const db = () => s.t.database.db;

type Line = Partial<Record<(typeof catalogSheetColumns)[number], string | number>>;

/** Lines of one product: the product's columns on the first line, options on every line. */
const coat = (code: string, overrides: Line = {}): Line[] => [
  {
    상품코드: code,
    상품명: '울 롱 코트',
    판매가: '39,000',
    카테고리: '아우터 > 코트',
    진열: 'Y',
    태그: '코트, 겨울',
    '이미지 URL': '',
    설명: '따뜻한 울 코트',
    색상: '블랙',
    색상코드: '',
    사이즈: 'M',
    재고: 3,
    ...overrides,
  },
  { 상품코드: code, 색상: '블랙', 사이즈: 'L', 재고: 5 },
];

const check = (lines: Line[]) =>
  s.sheet.catalogImport.check(recordsOf(lines as Record<string, string | number>[]));

async function applyAll(lines: Line[]) {
  const rows = await check(lines);
  const applied = [];
  for (const row of rows) {
    expect(row.errors).toEqual([]);
    applied.push(await s.sheet.catalogImport.apply(row.data as SheetProduct, { id: s.adminId }));
  }
  return applied;
}

async function itemOf(code: string) {
  const [row] = await db().select({ id: items.id }).from(items).where(eq(items.code, code));
  const response = await call(s.t.app, 'GET', `/v1/admin/items/${row!.id}`, { token: s.t.token });
  return adminItemSchema.parse(response.body);
}

async function movementsOf(itemId: number) {
  const response = await call(s.t.app, 'GET', `/v1/admin/items/${itemId}/stock-history`, {
    token: s.t.token,
  });
  return stockHistorySchema.parse(response.body).movements;
}

describe('our product sheet: the dry run', () => {
  it('reads a new product as a create, writing nothing', async () => {
    const [row] = await check(coat('SHEET-NEW'));
    expect(row).toMatchObject({
      line: 2,
      key: 'SHEET-NEW',
      label: '울 롱 코트',
      action: 'create',
      errors: [],
    });
    expect(row?.changes[0]).toBe('옵션 2개: 블랙 / M 3, 블랙 / L 5');
    expect(row?.data).toMatchObject({
      code: 'SHEET-NEW',
      price: 39_000,
      hidden: false,
      categoryIds: [s.categoryIds.코트],
      tags: ['코트', '겨울'],
      options: [
        { label: '블랙 / M', colorHex: '#1f1f1f', stock: 3 },
        { label: '블랙 / L', colorHex: '#1f1f1f', stock: 5 },
      ],
    });
    const written = await db().select().from(items).where(eq(items.code, 'SHEET-NEW'));
    expect(written).toEqual([]);
  });

  it('names what is wrong with each line, in Korean', async () => {
    const rows = await check([
      ...coat('SHEET-ERR1', { 판매가: '삼만원' }),
      { 상품코드: '', 상품명: '코드 없음', 판매가: 1000, 사이즈: 'M', 재고: 1 },
      { 상품코드: 'SHEET ERR', 상품명: '공백 코드', 판매가: 1000, 사이즈: 'M', 재고: 1 },
      {
        상품코드: 'SHEET-ERR2',
        상품명: '여러 오류',
        판매가: 1000,
        진열: '예',
        카테고리: '없는 카테고리',
        색상: '블랙',
        색상코드: 'black',
        사이즈: 'M',
        재고: -1,
        '이미지 URL': '/web/product/a.jpg',
      },
      { 상품코드: 'SHEET-ERR3', 상품명: '사이즈 없음', 판매가: 1000, 색상: '블랙', 재고: 1 },
      ...coat('SHEET-ERR4').map((line, i) =>
        i === 1 ? { ...line, 판매가: '42,000', 사이즈: 'M' } : line,
      ),
    ]);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    for (const row of rows) {
      expect(row.action).toBe('error');
      expect(row.data).toBeNull();
    }
    expect(byKey['SHEET-ERR1']?.errors).toEqual(["2행 판매가 '삼만원'은(는) 숫자가 아닙니다."]);
    expect(byKey['']?.errors).toEqual(['상품코드를 입력해주세요.']);
    expect(byKey['SHEET ERR']?.errors).toEqual([
      "상품코드 'SHEET ERR'은(는) 영문, 숫자, -, _ 로 40자 이하여야 합니다.",
    ]);
    expect(byKey['SHEET-ERR2']?.errors).toEqual([
      "카테고리 '없는 카테고리'을(를) 찾을 수 없습니다.",
      "진열 '예'은(는) Y 또는 N으로 입력해주세요.",
      "이미지 URL '/web/product/a.jpg': 이미지 주소가 전체 URL이 아닙니다.",
      "색상코드 'black'은(는) #rrggbb 형식이어야 합니다.",
      "재고 '-1'은(는) 0에서 1,000,000 사이여야 합니다.",
    ]);
    expect(byKey['SHEET-ERR3']?.errors).toEqual(['사이즈를 입력해주세요.']);
    expect(byKey['SHEET-ERR4']?.errors).toEqual([
      "9행 판매가 '42,000'이(가) 첫 줄(8행)의 '39,000'과(와) 다릅니다.",
      "9행 옵션 '블랙 / M'이(가) 두 번 있습니다.",
    ]);
  });

  it('gives a product of one line without colour or size the option 단일', async () => {
    const [row] = await check([
      { 상품코드: 'SHEET-ONE', 상품명: '에코백', 판매가: '19000', 재고: 4, 진열: 'N' },
    ]);
    expect(row?.action).toBe('create');
    expect(row?.data).toMatchObject({
      hidden: true,
      categoryIds: null,
      options: [{ label: '단일', colorHex: null, stock: 4 }],
    });
  });
});

describe('our product sheet: writing', () => {
  it('creates the product with its options and a ledger row each, then changes nothing', async () => {
    expect(await applyAll(coat('SHEET-A'))).toEqual([
      { action: 'create', changes: ['옵션 2개: 블랙 / M 3, 블랙 / L 5'] },
    ]);
    const item = await itemOf('SHEET-A');
    expect(item).toMatchObject({
      code: 'SHEET-A',
      name: '울 롱 코트',
      price: 39_000,
      description: '따뜻한 울 코트',
      is_hidden: false,
      category_ids: [s.categoryIds.코트],
      tags: ['코트', '겨울'],
    });
    expect(item.options.map((o) => [o.label, o.stock])).toEqual([
      ['블랙 / M', 3],
      ['블랙 / L', 5],
    ]);
    expect((await movementsOf(item.item_id)).map((m) => [m.reason, m.delta])).toEqual([
      ['admin_create', 5],
      ['admin_create', 3],
    ]);
    // The shop's search finds it by its tags, as after the product form.
    const found = await call(s.t.app, 'GET', '/v1/admin/items?q=겨울', { token: s.t.token });
    expect(found.body.items.map((i: { code: string }) => i.code)).toContain('SHEET-A');

    const again = await check(coat('SHEET-A'));
    expect(again.map((r) => [r.action, r.changes])).toEqual([['unchanged', []]]);
    expect(await applyAll(coat('SHEET-A'))).toEqual([{ action: 'unchanged', changes: [] }]);
    expect(await movementsOf(item.item_id)).toHaveLength(2);
  });

  it('updates price, options and stock through the ledger, leaving other options alone', async () => {
    await applyAll([
      ...coat('SHEET-B'),
      { 상품코드: 'SHEET-B', 색상: '블랙', 사이즈: 'S', 재고: 1 },
    ]);
    const before = await itemOf('SHEET-B');
    const changed = coat('SHEET-B', { 판매가: '42,000', 진열: 'N', 태그: '코트' });
    changed[1] = { ...changed[1], 재고: 10 };
    changed.push({ 상품코드: 'SHEET-B', 색상: '카멜', 색상코드: '#b08457', 사이즈: 'L', 재고: 2 });
    const [row] = await check(changed);
    expect(row?.action).toBe('update');
    expect(row?.changes).toEqual([
      '판매가 39,000원 → 42,000원',
      '진열 Y → N',
      '태그 코트, 겨울 → 코트',
      '재고 블랙 / L 5 → 10',
      '옵션 추가: 카멜 / L',
    ]);
    expect(await s.sheet.catalogImport.apply(row!.data!, { id: s.adminId })).toEqual({
      action: 'update',
      changes: row?.changes,
    });
    const after = await itemOf('SHEET-B');
    expect(after).toMatchObject({ price: 42_000, is_hidden: true, tags: ['코트'] });
    expect(after.options.map((o) => [o.label, o.stock])).toEqual([
      ['블랙 / M', 3],
      ['블랙 / L', 10],
      ['블랙 / S', 1],
      ['카멜 / L', 2],
    ]);
    expect(after.options.slice(0, 3).map((o) => o.option_id)).toEqual(
      before.options.map((o) => o.option_id),
    );
    const moves = await movementsOf(after.item_id);
    expect(moves.filter((m) => m.reason === 'admin_import')).toMatchObject([
      { option_label: '블랙 / L', delta: 5, stock_after: 10, actor_type: 'admin' },
    ]);
    expect(await stockMismatches(db())).toEqual([]);
    expect((await check(changed))[0]?.action).toBe('unchanged');
  });

  it('fetches each image once, names it by its address, and skips it on the next run', async () => {
    const urls = ['https://old.example/a.jpg', 'https://old.example/b.png'];
    const lines = coat('SHEET-IMG', { '이미지 URL': urls.join('|') });
    s.fetched.length = 0;
    const [created] = await applyAll(lines);
    expect(created?.action).toBe('create');
    expect(s.fetched).toEqual(urls);
    const item = await itemOf('SHEET-IMG');
    expect(item.image_urls).toHaveLength(2);
    for (const url of item.image_urls) {
      expect(url).toMatch(
        new RegExp(`^/uploads/items/${item.item_id}/src-[0-9a-f]{24}-40x50\\.jpg$`),
      );
    }
    expect(await applyAll(lines)).toEqual([{ action: 'unchanged', changes: [] }]);
    expect(s.fetched).toEqual(urls);

    // One more address: only it is fetched, after the two.
    const more = coat('SHEET-IMG', {
      '이미지 URL': [...urls, 'https://old.example/c.jpg'].join('|'),
    });
    const [row] = await check(more);
    expect(row?.changes).toEqual(['이미지 추가 1장']);
    await applyAll(more);
    expect(s.fetched).toEqual([...urls, 'https://old.example/c.jpg']);
    expect((await itemOf('SHEET-IMG')).image_urls.slice(0, 2)).toEqual(item.image_urls);
  });

  it('writes nothing of a row whose image cannot be fetched', async () => {
    await applyAll(coat('SHEET-FAIL'));
    const before = await itemOf('SHEET-FAIL');
    const files = await readdir(s.storageDir, { recursive: true });
    const lines = coat('SHEET-FAIL', {
      판매가: 45_000,
      '이미지 URL': 'https://old.example/ok.jpg|https://old.example/broken.jpg',
    });
    lines[1] = { ...lines[1], 재고: 9 };
    const [row] = await check(lines);
    expect(row?.action).toBe('update');
    const failure = await s.sheet.catalogImport
      .apply(row!.data!, { id: s.adminId })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).detail).toBe(
      '이미지를 가져오지 못했습니다: https://old.example/broken.jpg',
    );
    const after = await itemOf('SHEET-FAIL');
    expect(after.price).toBe(before.price);
    expect(after.options.map((o) => o.stock)).toEqual(before.options.map((o) => o.stock));
    expect(after.image_urls).toEqual([]);
    expect(await readdir(s.storageDir, { recursive: true })).toEqual(files);
  });

  it('refuses a code another product has taken, as the form does', async () => {
    const [row] = await check(coat('SHEET-RACE'));
    await applyAll(coat('SHEET-RACE'));
    // Written meanwhile by another run: the apply answers what it found, not a second product.
    expect(await s.sheet.catalogImport.apply(row!.data!, { id: s.adminId })).toEqual({
      action: 'unchanged',
      changes: [],
    });
    const rows = await db().select().from(items).where(eq(items.code, 'SHEET-RACE'));
    expect(rows).toHaveLength(1);
  });
});

describe('the product sheet export', () => {
  it('writes every option as a line that imports back unchanged', async () => {
    await applyAll([
      ...coat('SHEET-X1', { 카테고리: '아우터 > 코트, sheet-knit', 설명: '첫 줄\n둘째 줄' }),
      { 상품코드: 'SHEET-X2', 상품명: '에코백', 판매가: 19_000, 재고: 4, 진열: 'N' },
      {
        상품코드: 'SHEET-X3',
        상품명: '스카프',
        판매가: 29_000,
        색상: '라벤더',
        색상코드: '#b7a6d6',
        사이즈: 'FREE',
        재고: 0,
        '이미지 URL': 'https://old.example/scarf.jpg',
      },
    ]);
    const rows = await s.exporter.catalogSheetRows();
    const ours = rows.filter((r) => String(r.상품코드).startsWith('SHEET-X'));
    expect(ours).toHaveLength(4);
    expect(ours[0]).toEqual({
      상품코드: 'SHEET-X1',
      상품명: '울 롱 코트',
      판매가: 39_000,
      카테고리: '아우터 > 코트, 상의 > 니트',
      진열: 'Y',
      태그: '코트, 겨울',
      '이미지 URL': '',
      설명: '첫 줄\n둘째 줄',
      색상: '블랙',
      색상코드: '#1f1f1f',
      사이즈: 'M',
      재고: 3,
    });
    expect(ours[2]).toMatchObject({ 사이즈: '단일', 색상: '', 진열: 'N' });
    expect(ours[3]?.['이미지 URL']).toMatch(
      new RegExp(`^${SHOP_URL}/uploads/items/\\d+/src-[0-9a-f]{24}-40x50\\.jpg$`),
    );
    expect(Object.keys(ours[0] ?? {})).toEqual([...catalogSheetColumns]);

    s.fetched.length = 0;
    const checked = await s.sheet.catalogImport.check(recordsOf(ours));
    expect(checked.map((r) => [r.key, r.action, r.changes])).toEqual([
      ['SHEET-X1', 'unchanged', []],
      ['SHEET-X2', 'unchanged', []],
      ['SHEET-X3', 'unchanged', []],
    ]);
    for (const row of checked) {
      expect(await s.sheet.catalogImport.apply(row.data!, { id: s.adminId })).toEqual({
        action: 'unchanged',
        changes: [],
      });
    }
    expect(s.fetched).toEqual([]);

    const sheet = await s.exporter.catalogSheet();
    expect(sheet.columns).toEqual(catalogSheetColumns);
    expect(sheet.rows).toHaveLength(rows.length);
    const ids = (await db().select({ id: items.id }).from(items)).map((r) => r.id);
    const options = await db().select().from(itemOptions).where(inArray(itemOptions.itemId, ids));
    expect(rows).toHaveLength(options.length);
    const moves = await db().select().from(stockMovements);
    expect(moves.length).toBeGreaterThan(0);
  });
});
