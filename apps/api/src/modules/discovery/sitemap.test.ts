import { describe, expect, it } from 'vitest';
import { buildSitemap, type SitemapEntry } from './sitemap';

const entries = (n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    loc: `https://shop.test/product/${i + 1}`,
    lastmod: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
  }));

describe('buildSitemap', () => {
  it('is one urlset while the addresses fit', () => {
    const files = buildSitemap(entries(3), 'https://shop.test', 3);
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    expect(files.get('/sitemap.xml')?.match(/<url>/g)).toHaveLength(3);
  });

  it('becomes an index of parts past the limit, every address in exactly one part', () => {
    const files = buildSitemap(entries(7), 'https://shop.test', 3);
    expect([...files.keys()].sort()).toEqual([
      '/sitemap-1.xml',
      '/sitemap-2.xml',
      '/sitemap-3.xml',
      '/sitemap.xml',
    ]);
    const index = files.get('/sitemap.xml') ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain('<sitemap><loc>https://shop.test/sitemap-3.xml</loc>');
    const all = ['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml'].flatMap((name) => [
      ...(files.get(name) ?? '').matchAll(/<loc>([^<]+)<\/loc>/g),
    ]);
    expect(all.map((m) => m[1])).toEqual(entries(7).map((e) => e.loc));
  });

  it('escapes addresses for XML', () => {
    const xml = buildSitemap([{ loc: 'https://shop.test/a?b=1&c=<2>' }], 'https://shop.test').get(
      '/sitemap.xml',
    );
    expect(xml).toContain('<loc>https://shop.test/a?b=1&amp;c=&lt;2&gt;</loc>');
  });
});
