import { adminItemListSchema, adminItemSchema } from '@shop/contract/admin-catalog';
import { imageVariants } from '@shop/contract/images';
import { itemMessages } from '@shop/contract/items';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import { encodeForm, tinyPng } from '../../../test/multipart';
import { itemStart, shopper } from '../../../test/shop';

const t = adminTestApp();

const form = {
  name: '린넨 셔츠',
  price: 59_000,
  description: '가볍고 시원한 린넨',
  details: { 소재: '린넨 100%' },
  fit_sizing: { 핏: '오버핏' },
  fabric: { 두께: '얇음' },
  options: [
    { label: '화이트 / M', stock: 5 },
    { label: '화이트 / L', stock: 2 },
  ],
};

async function createItem(body: Record<string, unknown> = form) {
  const created = await call(t.app, 'POST', '/v1/admin/items', { token: t.token, body });
  expect(created.status).toBe(201);
  return adminItemSchema.parse(created.body);
}

async function upload(itemId: number, files: { name: string; data: Uint8Array }[]) {
  const body = new FormData();
  for (const file of files) body.append('images', new Blob([file.data]), file.name);
  const { payload, headers } = await encodeForm(body);
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/admin/items/${itemId}/images`,
    payload,
    headers: { ...headers, authorization: `Bearer ${t.token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('products', () => {
  it('creates a product with options and maps, and finds it by name or number', async () => {
    const item = await createItem();
    expect(item).toMatchObject({
      name: '린넨 셔츠',
      price: 59_000,
      details: { 소재: '린넨 100%' },
      fit_sizing: { 핏: '오버핏' },
      image_urls: [],
      is_hidden: false,
      options: [
        { label: '화이트 / M', stock: 5, ordered_quantity: 0 },
        { label: '화이트 / L', stock: 2, ordered_quantity: 0 },
      ],
    });
    const byName = adminItemListSchema.parse(
      (
        await call(t.app, 'GET', `/v1/admin/items?q=${encodeURIComponent('린넨 셔')}`, {
          token: t.token,
        })
      ).body,
    );
    expect(byName.items.map((i) => i.item_id)).toContain(item.item_id);
    const row = byName.items.find((i) => i.item_id === item.item_id);
    expect(row).toMatchObject({ option_count: 2, total_stock: 7, min_stock: 2 });
    const byId = await call(t.app, 'GET', `/v1/admin/items?q=${item.item_id}`, { token: t.token });
    expect(byId.body.items[0].item_id).toBe(item.item_id);
    // A number no product id can be is searched as a name only.
    const huge = await call(t.app, 'GET', '/v1/admin/items?q=2147483648', { token: t.token });
    expect(huge).toMatchObject({ status: 200, body: { items: [] } });

    const storefront = await call(t.app, 'GET', `/v1/items/${item.item_id}`);
    expect(storefront.body).toMatchObject({
      options: { '화이트 / M': 5, '화이트 / L': 2 },
      item_details_menu: { details: { 소재: '린넨 100%' } },
    });
  });

  it('refuses a bad form with Korean messages', async () => {
    const bad = await call(t.app, 'POST', '/v1/admin/items', {
      token: t.token,
      body: {
        ...form,
        name: ' ',
        price: -1,
        options: [
          { label: 'M', stock: 1 },
          { label: 'M', stock: -2 },
        ],
      },
    });
    expect(bad.status).toBe(422);
    const messages = bad.body.detail.map((d: { msg: string }) => d.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        '상품명을 입력해주세요.',
        '가격은 0원 이상의 정수로 입력해주세요.',
        '재고는 0 이상의 정수로 입력해주세요.',
        '옵션명 "M"이(가) 중복되었습니다.',
      ]),
    );
  });

  it('edits options: renames, swaps, adds and removes; keeps options that orders point to', async () => {
    const item = await createItem();
    const [m, l] = item.options;
    const swapped = await call(t.app, 'PUT', `/v1/admin/items/${item.item_id}`, {
      token: t.token,
      body: {
        ...form,
        price: 49_000,
        options: [
          { option_id: l!.option_id, label: '화이트 / M', stock: 9 },
          { option_id: m!.option_id, label: '화이트 / L', stock: 0 },
          { label: '화이트 / XL', stock: 3 },
        ],
      },
    });
    expect(swapped.status).toBe(200);
    expect(
      swapped.body.options.map((o: { label: string; stock: number }) => [o.label, o.stock]),
    ).toEqual([
      ['화이트 / M', 9],
      ['화이트 / L', 0],
      ['화이트 / XL', 3],
    ]);
    expect(swapped.body.price).toBe(49_000);

    const stock = await call(
      t.app,
      'PUT',
      `/v1/admin/items/${item.item_id}/options/${m!.option_id}/stock`,
      { token: t.token, body: { stock: 4 } },
    );
    expect(
      stock.body.options.find((o: { option_id: number }) => o.option_id === m!.option_id).stock,
    ).toBe(4);
    expect(
      (
        await call(t.app, 'PUT', `/v1/admin/items/${item.item_id}/options/999999/stock`, {
          token: t.token,
          body: { stock: 1 },
        })
      ).status,
    ).toBe(404);

    const order = await paidOrder(t.app, t.database.db, { M: 1 });
    const ordered = (
      await call(t.app, 'GET', `/v1/admin/items/${order.item.id}`, { token: t.token })
    ).body;
    expect(ordered.options[0].ordered_quantity).toBe(1);
    const removing = await call(t.app, 'PUT', `/v1/admin/items/${order.item.id}`, {
      token: t.token,
      body: { ...form, options: [{ label: 'S', stock: 1 }] },
    });
    expect(removing.status).toBe(409);
    expect(removing.body.detail).toBe(
      '주문 내역이 있는 옵션(M)은 삭제할 수 없습니다. 재고를 0으로 바꿔주세요.',
    );
    const foreign = await call(t.app, 'PUT', `/v1/admin/items/${item.item_id}`, {
      token: t.token,
      body: {
        ...form,
        options: [{ option_id: ordered.options[0].option_id, label: 'M', stock: 1 }],
      },
    });
    expect(foreign.status).toBe(422);
  });

  it('uploads images checked by content, reorders and removes them', async () => {
    const item = await createItem();
    const uploaded = await upload(item.item_id, [
      { name: 'front.png', data: tinyPng },
      { name: 'back.png', data: tinyPng },
    ]);
    expect(uploaded.status).toBe(200);
    const [front, back] = uploaded.body.image_urls as string[];
    // Stored as a master JPEG (its size in its name) with its AVIF, WebP and share variants.
    expect(front).toMatch(new RegExp(`^/uploads/items/${item.item_id}/[\\w-]+-1x1\\.jpg$`));
    const served = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      return [response.statusCode, response.headers['content-type']];
    };
    expect(await served(front!)).toEqual([200, 'image/jpeg']);
    const backFiles = imageVariants(back!)!.files;
    expect(backFiles.map((url) => url.replace(/^.*-1x1/, ''))).toEqual([
      '-1.avif',
      '-1.webp',
      '-share.jpg',
    ]);
    for (const url of backFiles) expect((await served(url))[0]).toBe(200);
    expect(await served(backFiles[0]!)).toEqual([200, 'image/avif']);
    expect(await served(imageVariants(front!)!.share)).toEqual([200, 'image/jpeg']);

    const fake = await upload(item.item_id, [
      { name: 'evil.png', data: new TextEncoder().encode('<svg onload="alert(1)"></svg>') },
    ]);
    expect(fake.status).toBe(422);
    expect(fake.body.detail[0].msg).toBe(
      'evil.png: JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
    );

    const reordered = await call(t.app, 'PUT', `/v1/admin/items/${item.item_id}/images`, {
      token: t.token,
      body: { image_urls: [back, front] },
    });
    expect(reordered.body.image_urls).toEqual([back, front]);
    const removed = await call(t.app, 'PUT', `/v1/admin/items/${item.item_id}/images`, {
      token: t.token,
      body: { image_urls: [front] },
    });
    expect(removed.body.image_urls).toEqual([front]);
    // The removed image goes with its variants; the kept one keeps them.
    for (const url of [back!, ...backFiles]) expect((await served(url))[0]).toBe(404);
    expect((await served(imageVariants(front!)!.share))[0]).toBe(200);
    const unknown = await call(t.app, 'PUT', `/v1/admin/items/${item.item_id}/images`, {
      token: t.token,
      body: { image_urls: ['/uploads/items/other.png'] },
    });
    expect(unknown.status).toBe(422);
  });

  it('hides a product from the shop: list, page, cart and orders refuse it; its orders stay', async () => {
    const order = await paidOrder(t.app, t.database.db, { M: 1 });
    const itemId = order.item.id;
    const hidden = await call(t.app, 'PUT', `/v1/admin/items/${itemId}/visibility`, {
      token: t.token,
      body: { is_hidden: true },
    });
    expect(hidden.body.is_hidden).toBe(true);

    const list = await call(t.app, 'GET', '/v1/items/');
    expect(list.body.map((i: { id: number }) => i.id)).not.toContain(itemId);
    const page = await call(t.app, 'GET', `/v1/items/${itemId}`);
    expect(page.status).toBe(404);
    expect(page.body.detail).toBe(itemMessages.hidden);

    const { token: buyer } = await shopper(t.app, t.database.db);
    const cart = await call(t.app, 'POST', '/v1/cart/create', {
      token: buyer,
      body: { item_id: itemId, options: [{ color_size: 'M', quantity: 1 }] },
    });
    expect(cart.status).toBe(409);
    expect(cart.body.detail).toBe(itemMessages.hidden);
    const start = await call(t.app, 'POST', '/v1/orders/start', {
      token: buyer,
      body: itemStart(itemId, { M: 1 }),
    });
    expect(start.status).toBe(409);
    expect(start.body.detail).toContain('판매가 중단되어 주문할 수 없습니다');

    const mine = await call(t.app, 'GET', '/v1/orders/', { token: order.buyer.token });
    expect(mine.body.order_list.map((o: { order_id: number }) => o.order_id)).toContain(
      order.orderId,
    );
    const hiddenOnly = await call(t.app, 'GET', '/v1/admin/items?visibility=hidden', {
      token: t.token,
    });
    expect(hiddenOnly.body.items.map((i: { item_id: number }) => i.item_id)).toEqual([itemId]);

    await call(t.app, 'PUT', `/v1/admin/items/${itemId}/visibility`, {
      token: t.token,
      body: { is_hidden: false },
    });
    expect((await call(t.app, 'GET', `/v1/items/${itemId}`)).status).toBe(200);
  });
});
