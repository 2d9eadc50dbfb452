import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createWebDist } from '../../test/web-dist';
import { createItem } from '../db/factories';
import { type PagePreloads, pageHintTags } from './page-hints';

const preloads: PagePreloads = new Map([
  ['/', { scripts: ['/assets/home-1.js'], styles: [], images: ['/media/poster.jpg'] }],
  [
    '/product/:id',
    {
      scripts: ['/assets/product-1.js', '/assets/card-2.js'],
      styles: ['/assets/p-3.css'],
      images: [],
    },
  ],
  ['/service/qna', { scripts: ['/assets/qna-1.js'], styles: [], images: [] }],
]);

describe('pageHintTags', () => {
  it('preloads the route’s code, styles, first answer and largest image', () => {
    const tags = pageHintTags(preloads, '/product/7', {
      signedIn: false,
      image: { href: '/uploads/demo/a.svg' },
    });
    expect(tags).toEqual([
      '<link rel="preload" as="image" href="/uploads/demo/a.svg" fetchpriority="high" />',
      '<link rel="preload" as="fetch" href="/v1/items/7" crossorigin />',
      '<link rel="preload" as="style" href="/assets/p-3.css" crossorigin />',
      '<link rel="modulepreload" href="/assets/product-1.js" crossorigin />',
      '<link rel="modulepreload" href="/assets/card-2.js" crossorigin />',
    ]);
  });

  it('preloads a product photo as the AVIF width its gallery picks', () => {
    const [image] = pageHintTags(preloads, '/product/7', {
      signedIn: false,
      image: { href: '/uploads/items/7/ab-1500x2000.jpg' },
    });
    expect(image).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/uploads/items/7/ab-1500x2000-360.avif 360w, /uploads/items/7/ab-1500x2000-720.avif 720w, /uploads/items/7/ab-1500x2000-1080.avif 1080w" imagesizes="(max-width: 767px) 100vw, 640px" fetchpriority="high" />',
    );
  });

  it('preloads the list’s first card at the card’s sizes, only where the list opens unfiltered', () => {
    const card = {
      href: '/uploads/items/7/ab-1500x2000.jpg',
      sizes: '(max-width: 767px) 50vw, 33vw',
      fromData: true,
    };
    const [image] = pageHintTags(preloads, '/products', { signedIn: false, image: card });
    expect(image).toContain('imagesizes="(max-width: 767px) 50vw, 33vw" fetchpriority="high"');
    const filtered = pageHintTags(preloads, '/products', {
      signedIn: false,
      image: card,
      withQuery: true,
    });
    expect(filtered.join('\n')).not.toContain('as="image"');
  });

  it('takes the route’s own image when the page names none', () => {
    expect(pageHintTags(preloads, '/', { signedIn: false })[0]).toBe(
      '<link rel="preload" as="image" href="/media/poster.jpg" fetchpriority="high" />',
    );
  });

  it('leaves out the first answer when the address has a query (another page or filter)', () => {
    expect(pageHintTags(preloads, '/products', { signedIn: false }).join('\n')).toContain(
      'href="/v1/items/search?limit=20"',
    );
    const filtered = pageHintTags(preloads, '/products', { signedIn: false, withQuery: true });
    expect(filtered.join('\n')).not.toContain('as="fetch"');
  });

  it('leaves out an answer a signed-in member does not read', () => {
    const visitor = pageHintTags(preloads, '/service/qna', { signedIn: false });
    expect(visitor).toContain(
      '<link rel="preload" as="fetch" href="/v1/qna?page=1&amp;qna_type=title" crossorigin />',
    );
    const member = pageHintTags(preloads, '/service/qna', { signedIn: true });
    expect(member.join('\n')).not.toContain('as="fetch"');
    expect(member).toContain('<link rel="modulepreload" href="/assets/qna-1.js" crossorigin />');
  });

  it('hints nothing for an address the shop has no page for', () => {
    expect(pageHintTags(preloads, '/nowhere', { signedIn: false })).toEqual([]);
  });
});

describe('served pages', () => {
  let t: TestApp;
  let webDist: Awaited<ReturnType<typeof createWebDist>>;
  beforeAll(async () => {
    webDist = await createWebDist();
    await writeFile(
      path.join(webDist.dir, 'page-preloads.json'),
      JSON.stringify(Object.fromEntries(preloads)),
    );
    t = await createTestApp({ webDist: webDist.dir });
  });
  afterAll(async () => {
    await t.close();
    await webDist.remove();
  });

  it('carries the hints in the head, a product page with its first photo', async () => {
    const item = await createItem(t.database.db, { imageUrls: ['/uploads/demo/b.svg'] });
    const res = await t.app.inject({ method: 'GET', url: `/product/${item.id}` });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/demo/b.svg" fetchpriority="high" />',
    );
    expect(head).toContain(
      `<link rel="preload" as="fetch" href="/v1/items/${item.id}" crossorigin />`,
    );
    expect(head.indexOf('modulepreload')).toBeLessThan(head.indexOf('<title>'));
  });

  it('preloads the list’s first card on /products as it opens, and not on a filtered list', async () => {
    const newest = await createItem(t.database.db, {
      imageUrls: ['/uploads/items/9/cd-1500x2000.jpg'],
    });
    const res = await t.app.inject({ method: 'GET', url: '/products' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const listed = (await t.app.inject({ method: 'GET', url: '/v1/items/search?limit=20' })).json<{
      items: { id: number }[];
    }>();
    expect(listed.items[0]?.id).toBe(newest.id);
    expect(head).toContain('imagesrcset="/uploads/items/9/cd-1500x2000-360.avif 360w');
    expect(head).toContain('imagesizes="(max-width: 767px) 50vw, 33vw" fetchpriority="high"');
    const filtered = await t.app.inject({ method: 'GET', url: '/products?category=outer' });
    expect(filtered.body).not.toContain('cd-1500x2000-360.avif');
  });

  it('hints nothing on a 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('rel="preload"');
  });

  it('leaves the visitor’s Q&A answer out for a signed-in member', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/service/qna',
      cookies: { access: 'token' },
    });
    expect(res.body).not.toContain('as="fetch"');
    expect(res.body).toContain('/assets/qna-1.js');
  });
});
