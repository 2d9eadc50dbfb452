import { CRAWL_DISALLOWED_PREFIXES, SHOP_PAGES } from '@shop/contract/pages';

/**
 * robots.txt: the storefront open to every crawler; the member's pages, checkout, sign-in, the
 * back office and the API closed; the sitemap's absolute address.
 */
export function robotsTxt(publicUrl: string): string {
  const privatePrefixes = SHOP_PAGES.filter((p) => p.kind === 'private').map((p) =>
    p.path.replace(/\/[:*].*$/, ''),
  );
  const disallowed = [...new Set([...privatePrefixes, ...CRAWL_DISALLOWED_PREFIXES])].sort();
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
