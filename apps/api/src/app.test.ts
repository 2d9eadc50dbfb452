import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { call } from '../test/http';
import { createWebDist } from '../test/web-dist';
import { createItem, createMember, createNotice } from './db/factories';
import { notFoundBody } from './plugins/errors';

/** One address of each development sandbox. */
const SANDBOX_URLS = [
  '/sandbox/mail',
  '/sandbox/mail/view',
  '/sandbox/alimtalk',
  '/sandbox/alimtalk/view',
  '/sandbox/toss/window',
  '/sandbox/toss/sdk.js',
  '/sandbox/postcode/postcode.v2.js',
  '/sandbox/kakao/.well-known/jwks.json',
  '/sandbox/naver/oauth2.0/token',
];

let t: TestApp;
let webDist: Awaited<ReturnType<typeof createWebDist>>;
let productPath: string;
beforeAll(async () => {
  webDist = await createWebDist();
  t = await createTestApp({ webDist: webDist.dir });
  productPath = `/product/${(await createItem(t.database.db)).id}`;
});
afterAll(async () => {
  await t.close();
  await webDist.remove();
});

describe('GET /healthz', () => {
  it('answers 200 while the database answers, 503 when it does not', async () => {
    expect(await call(t.app, 'GET', '/healthz')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    const other = await createTestApp();
    await other.database.close();
    const res = await call(other.app, 'GET', '/healthz');
    expect(res.status).toBe(503);
    expect(typeof res.body.detail).toBe('string');
    await other.app.close();
  });
});

describe('GET /readyz', () => {
  it('answers 200 while the database and storage answer, 503 when one does not', async () => {
    expect(await call(t.app, 'GET', '/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'off' } },
    });
    const down = await createTestApp();
    await down.database.close();
    expect(await call(down.app, 'GET', '/readyz')).toMatchObject({
      status: 503,
      body: { status: 'down', checks: { database: 'down' } },
    });
    await down.app.close();
  });

  it('answers 503 draining once the instance starts to stop, while still serving requests', async () => {
    const stopping = await createTestApp();
    stopping.app.drain();
    expect(await call(stopping.app, 'GET', '/readyz')).toMatchObject({
      status: 503,
      body: { status: 'draining', checks: { database: 'ok' } },
    });
    expect((await call(stopping.app, 'GET', '/healthz')).status).toBe(200);
    await stopping.app.close();
  });
});

describe('OpenAPI', () => {
  it('documents every /v1 endpoint from the contract schemas', async () => {
    const res = await call(t.app, 'GET', '/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/v1/users/signup',
      '/v1/users/signin',
      '/v1/users/check',
      '/v1/users/refresh',
      '/v1/users/logout',
      '/v1/users/logout-all',
      '/v1/users/find-id',
      '/v1/users/find-password',
      '/v1/users/set_newpassword',
      '/v1/users/set-delivery',
      '/v1/users/me',
      '/v1/users/me/delivery',
      '/v1/users/me/delivery/{delivery_id}',
      '/v1/items/',
      '/v1/items/{id}',
      '/v1/cart/',
      '/v1/cart/create',
      '/v1/cart/update/{id}',
      '/v1/cart/delete',
      '/v1/coupons/list',
      '/v1/users/me/add/coupon',
      '/v1/users/me/coupon',
      '/v1/orders/start',
      '/v1/orders/done',
      '/v1/orders/',
      '/v1/orders/all',
      '/v1/orders/{order_id}/cancel',
      '/v1/payment/{provider}',
      '/v1/payment/success',
      '/v1/payment/toss/webhook',
      '/v1/qna/',
      '/v1/qna/secret',
      '/v1/qna/{id}',
      '/v1/qna/create',
      '/v1/comments/from-qna',
      '/v1/comments/from-qna/create',
      '/v1/comments/',
      '/v1/comments/delete',
      '/v1/notice/',
      '/v1/notice/{id}',
      '/v1/oauth/{provider}/authorize',
      '/v1/oauth/{provider}/login',
      '/healthz',
    ]) {
      expect(paths).toContain(p);
    }
    const signup = res.body.paths['/v1/users/signup'].post;
    expect(Object.keys(signup.requestBody.content['application/json'].schema.properties)).toContain(
      'phone_num',
    );
    expect(res.body.paths['/v1/users/me'].get.security).toEqual([{ bearerAuth: [] }]);
    for (const path of ['/v1/users/logout', '/v1/users/logout-all']) {
      expect(res.body.paths[path].post.security).toEqual([{ bearerAuth: [] }]);
      expect(res.body.paths[path].post.tags).toEqual(['auth']);
    }
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('web app and files', () => {
  it('answers index.html for client routes, JSON 404 for unknown API paths', async () => {
    for (const url of ['/', productPath, '/service/qna?page=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id=root>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const api = await call(t.app, 'GET', '/v1/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ detail: expect.any(String) });
  });

  it('puts a product page’s name, price and image into the served HTML for link previews', async () => {
    const item = await createItem(t.database.db, {
      name: '린넨 <오버핏> 셔츠',
      price: 79_000,
      description: '가볍게 입는 셔츠입니다.\n둘째 줄',
      imageUrls: ['/uploads/demo/a.svg'],
    });
    const res = await t.app.inject({ method: 'GET', url: `/product/${item.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>린넨 &lt;오버핏&gt; 셔츠 | ONDO STUDIO</title>');
    expect(res.body).toContain(
      '<meta property="og:image" content="http://shop.test/uploads/demo/a.svg" />',
    );
    expect(res.body).toContain(
      '<meta name="description" content="79,000원 · 가볍게 입는 셔츠입니다." />',
    );
    expect(res.body).toContain(
      `<meta property="og:url" content="http://shop.test/product/${item.id}" />`,
    );
    const missing = await t.app.inject({ method: 'GET', url: '/product/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id=root>');
    expect(missing.body).not.toContain('og:image');
  });

  it('shares a product’s 1200×630 share image, and the brand’s on the home page and notices', async () => {
    const item = await createItem(t.database.db, {
      imageUrls: ['/uploads/items/9/abc-1080x1350.jpg', '/uploads/items/9/def-1080x1350.jpg'],
    });
    const product = await t.app.inject({ method: 'GET', url: `/product/${item.id}` });
    expect(product.body).toContain(
      '<meta property="og:image" content="http://shop.test/uploads/items/9/abc-1080x1350-share.jpg" />',
    );
    expect(product.body).toContain('<meta property="og:image:width" content="1200" />');
    expect(product.body).toContain('<meta property="og:image:height" content="630" />');
    expect(product.body).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const notice = await createNotice(t.database.db, {
      title: '배송 안내',
      payload: '<p>안내</p>',
      authorId: (await createMember(t.database.db)).id,
    });
    for (const [url, title] of [
      ['/', 'ONDO STUDIO 온도 스튜디오'],
      ['/service/notice', 'ONDO STUDIO 온도 스튜디오'],
      [`/service/notice/${notice.id}`, '배송 안내 | ONDO STUDIO'],
    ]) {
      const page = await t.app.inject({ method: 'GET', url: url! });
      expect(page.body).toContain(`<title>${title}</title>`);
      const image = /<meta property="og:image" content="http:\/\/shop\.test([^"]+)"/.exec(
        page.body,
      )?.[1];
      expect(image).toMatch(/^\/uploads\/brand\/share-[0-9a-f]{12}\.jpg$/);
      expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
      const file = await t.app.inject({ method: 'GET', url: image! });
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves uploads as inert files', async () => {
    await mkdir(path.join(t.dataDir, 'uploads', 'demo'), { recursive: true });
    await writeFile(
      path.join(t.dataDir, 'uploads', 'demo', 'a.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const res = await t.app.inject({ method: 'GET', url: '/uploads/demo/a.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await writeFile(path.join(t.dataDir, 'private.txt'), 'not for the web');
    const outside = await t.app.inject({ method: 'GET', url: '/uploads/..%2Fprivate.txt' });
    expect(outside.statusCode).not.toBe(200);
    expect(outside.body).not.toContain('not for the web');
  });

  it('answers HEAD like GET without a body: pages, assets and uploads', async () => {
    await mkdir(path.join(t.dataDir, 'uploads', 'demo'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', 'demo', 'b.svg'), '<svg/>');
    for (const url of ['/', productPath, '/assets/app-1a2b3c.js', '/uploads/demo/b.svg']) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect([url, head.statusCode]).toEqual([url, 200]);
      expect(head.body).toBe('');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/v1/nothing-here' })).statusCode).toBe(404);
  });

  it('sends the short API set on API answers and the page policy on pages', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/v1/items' });
    expect(api.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(api.headers).not.toHaveProperty('x-dns-prefetch-control');

    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
  });
});

describe('request errors', () => {
  it('answers FastAPI-style bodies for bad JSON and wrong media types', async () => {
    const signIn = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/signin',
        headers: { 'content-type': contentType },
        payload,
      });
    const bad = await signIn('application/json', '{"user_id":');
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ detail: expect.any(String) });
    const media = await signIn('application/xml', '<signin/>');
    expect(media.statusCode).toBe(415);
  });
});

describe('development sandboxes', () => {
  it('lists sent mails newest first and shows them escaped on a page', async () => {
    const member = await createMember(t.database.db, { name: '<b>김</b>' });
    for (let i = 0; i < 2; i += 1) {
      await call(t.app, 'POST', '/v1/users/find-password', {
        body: { user_id: member.userId, email: member.email },
      });
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await call(t.app, 'GET', '/sandbox/mail');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ to: member.email, subject: expect.any(String) });
    expect(res.body[0].sent_at > res.body[1].sent_at).toBe(true);
    expect(res.body[0].html).toContain('&lt;b&gt;김&lt;/b&gt;');

    const page = await t.app.inject({ method: 'GET', url: '/sandbox/mail/view' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<b>김</b>');
    expect(page.body).toContain('<a href="http://shop.test/find-password/token=');
  });

  it('keeps every sandbox for clients on this machine: others get a plain 404', async () => {
    const member = await createMember(t.database.db);
    await call(t.app, 'POST', '/v1/users/find-password', {
      body: { user_id: member.userId, email: member.email },
    });
    const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers });
    for (const url of SANDBOX_URLS) {
      for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        expect((await get(url, local)).statusCode, `${url} from ${local}`).not.toBe(404);
      }
      for (const remote of ['203.0.113.5', '::ffff:203.0.113.5', '2001:db8::5', '10.0.0.2']) {
        const res = await get(url, remote);
        expect(res.statusCode, `${url} from ${remote}`).toBe(404);
        expect(JSON.parse(res.body)).toEqual(notFoundBody);
      }
    }
    const outbox = await get('/sandbox/mail', '203.0.113.5');
    expect(outbox.body).not.toContain('find-password');
    expect(outbox.body).not.toContain(member.email);
  });

  it('is not opened by forwarded headers, with or without TRUST_PROXY', async () => {
    const proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'true' } });
    for (const app of [t.app, proxied.app]) {
      const get = (remoteAddress: string, headers: Record<string, string>) =>
        app.inject({ method: 'GET', url: '/sandbox/mail', remoteAddress, headers });
      // A remote client claiming to be local.
      const claimsLocal: Record<string, string>[] = [
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
      ];
      for (const headers of claimsLocal) {
        expect((await get('203.0.113.5', headers)).statusCode).toBe(404);
      }
      // A proxy or tunnel on this machine passing a remote visitor on.
      const passedOn: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.5' },
        { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' },
        { forwarded: 'for="[2001:db8::5]:4711"' },
        { forwarded: 'for=_hidden' },
        { 'x-real-ip': '203.0.113.5' },
        { 'x-forwarded-for': 'unknown' },
      ];
      for (const headers of passedOn) {
        expect((await get('127.0.0.1', headers)).statusCode, JSON.stringify(headers)).toBe(404);
      }
      // A local proxy (the web dev server) passing a local browser on.
      expect((await get('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
      expect((await get('::1', { forwarded: 'for="[::1]:5173"' })).statusCode).toBe(200);
    }
    await proxied.close();
  });

  it('answers every client when SANDBOX_OPEN says so', async () => {
    const open = await createTestApp({ database: t.database, env: { SANDBOX_OPEN: 'true' } });
    for (const url of SANDBOX_URLS) {
      const res = await open.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5' });
      expect(res.statusCode, url).not.toBe(404);
    }
    await open.close();
  });

  it('is not mounted in production', async () => {
    const prod = await createTestApp({
      database: t.database,
      env: { NODE_ENV: 'production', TOSS_CLIENT_KEY: 'live_gck_a', TOSS_SECRET_KEY: 'live_gsk_a' },
    });
    for (const url of SANDBOX_URLS) expect((await call(prod.app, 'GET', url)).status).toBe(404);
    await prod.close();
  });
});
