import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createWebDist } from '../../../test/web-dist';
import { createItem, createMember, createNotice } from '../../db/factories';
import { items, notices } from '../../db/schema/index';

let t: TestApp;
let webDist: Awaited<ReturnType<typeof createWebDist>>;
beforeAll(async () => {
  webDist = await createWebDist();
  t = await createTestApp({ webDist: webDist.dir });
});
afterAll(async () => {
  await t.close();
  await webDist.remove();
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

describe('page statuses', () => {
  it('answers 404 with the app for addresses the shop has no page for', async () => {
    const admin = await createMember(t.database.db);
    const notice = await createNotice(t.database.db, { authorId: admin.id });
    const item = await createItem(t.database.db);
    const hidden = await createItem(t.database.db, { hidden: true });
    for (const url of [
      '/no-such-page',
      '/product/99999',
      '/product/abc',
      '/product/0',
      `/product/${hidden.id}`,
      '/service/notice/99999',
      '/service/contents/99999',
      '/products/extra',
      '/admin-not',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id=root>');
      expect((await get(url, 'HEAD')).statusCode).toBe(404);
    }
    for (const url of [
      '/',
      '/products',
      '/products/',
      '/products?sort=new',
      `/product/${item.id}`,
      `/service/notice/${notice.id}`,
      '/service/qna',
      '/mypage',
      '/order/success?orderId=x',
      '/find-password/some-token',
      '/admin',
      '/admin/orders/3',
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
    }
  });

  it('answers 404 once a product is hidden', async () => {
    const item = await createItem(t.database.db);
    expect((await get(`/product/${item.id}`)).statusCode).toBe(200);
    await t.database.db.update(items).set({ hidden: true }).where(eq(items.id, item.id));
    expect((await get(`/product/${item.id}`)).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it('opens the storefront, closes private pages and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/admin', '/mypage', '/cart', '/order', '/login', '/signup', '/v1/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /products');
    expect(lines).not.toContain('Disallow: /product');
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists the public pages, every listed product and notice with their last change', async () => {
    const admin = await createMember(t.database.db);
    const notice = await createNotice(t.database.db, { authorId: admin.id });
    const item = await createItem(t.database.db);
    const hidden = await createItem(t.database.db, { hidden: true });
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const listed = locs(res.body);
    expect(listed).toEqual(
      expect.arrayContaining([
        'http://shop.test/',
        'http://shop.test/products',
        'http://shop.test/about',
        `http://shop.test/product/${item.id}`,
        `http://shop.test/service/notice/${notice.id}`,
      ]),
    );
    expect(listed).not.toContain(`http://shop.test/product/${hidden.id}`);
    expect(listed.some((loc) => /mypage|cart|login|admin|:id/.test(loc ?? ''))).toBe(false);
    expect(res.body).toContain(
      `<loc>http://shop.test/product/${item.id}</loc><lastmod>${item.updatedAt.toISOString().slice(0, 10)}</lastmod>`,
    );
  });

  it('is rebuilt when a product is hidden or a notice deleted', async () => {
    const admin = await createMember(t.database.db);
    const notice = await createNotice(t.database.db, { authorId: admin.id });
    const item = await createItem(t.database.db);
    const before = locs((await get('/sitemap.xml')).body);
    expect(before).toContain(`http://shop.test/product/${item.id}`);
    await t.database.db.update(items).set({ hidden: true }).where(eq(items.id, item.id));
    await t.database.db.delete(notices).where(eq(notices.id, notice.id));
    const after = locs((await get('/sitemap.xml')).body);
    expect(after).not.toContain(`http://shop.test/product/${item.id}`);
    expect(after).not.toContain(`http://shop.test/service/notice/${notice.id}`);
  });

  it('has no parts while it fits in one file', async () => {
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-x.xml')).statusCode).toBe(404);
  });
});

describe('page heads', () => {
  /** The JSON-LD blocks of a served page, parsed. */
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string },
    );
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

  it('a product: canonical, Product and Offer as the item API answers them, a breadcrumb, content without JavaScript', async () => {
    const item = await createItem(t.database.db, {
      name: '울 <블렌드> 코트',
      price: 189_000,
      options: { M: 2, L: 0 },
    });
    const html = (await get(`/product/${item.id}?utm_source=kakao`)).body;
    const api = JSON.parse((await get(`/v1/items/${item.id}`)).body) as {
      price: number;
      options: Record<string, number>;
    };
    expect(canonical(html)).toBe(`http://shop.test/product/${item.id}`);
    const [product, trail] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: '울 <블렌드> 코트',
      sku: String(item.id),
      brand: { name: 'ONDO STUDIO' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'KRW',
        price: api.price,
        availability: 'https://schema.org/InStock',
        url: `http://shop.test/product/${item.id}`,
      },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    // A "<" in a value cannot close the block early.
    expect(html).not.toContain('울 <블렌드>');
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
    expect(noscript).toContain('<h1>울 &lt;블렌드&gt; 코트</h1>');
    expect(noscript).toContain('189,000원');
    expect(noscript).toContain('<li>L (품절)</li>');
    expect(html).toContain('<meta name="twitter:card"');
  });

  it('a product sold out in every option is offered as out of stock', async () => {
    const item = await createItem(t.database.db, { options: { FREE: 0 } });
    const [product] = jsonLd((await get(`/product/${item.id}`)).body);
    expect(product).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('the home page says who the shop is; other pages carry their canonical address and og: tags', async () => {
    const home = (await get('/')).body;
    expect(canonical(home)).toBe('http://shop.test/');
    expect(jsonLd(home).map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home).toContain('<meta property="og:url" content="http://shop.test/" />');
    const products = (await get('/products?sort=new')).body;
    expect(canonical(products)).toBe('http://shop.test/products');
    expect(products).toContain('<meta property="og:title"');
    const mypage = (await get('/mypage')).body;
    expect(canonical(mypage)).toBeUndefined();
  });

  it('a notice: its title and first words', async () => {
    const admin = await createMember(t.database.db);
    const notice = await createNotice(t.database.db, {
      authorId: admin.id,
      title: '배송 지연 안내',
      payload: '<p>설 연휴 동안 <strong>배송이</strong> 늦어집니다.</p>',
    });
    const html = (await get(`/service/notice/${notice.id}`)).body;
    expect(html).toContain('<title>배송 지연 안내 | ONDO STUDIO</title>');
    expect(html).toContain('<meta name="description" content="설 연휴 동안 배송이 늦어집니다." />');
    expect(canonical(html)).toBe(`http://shop.test/service/notice/${notice.id}`);
  });
});
