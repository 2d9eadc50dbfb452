import { escapeHtml } from '@shop/contract/text';

/** The most addresses one sitemap file may hold (sitemaps.org); past it, an index of files. */
export const SITEMAP_LIMIT = 50_000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | string | undefined;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

function urlXml({ loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

export function urlsetXml(entries: SitemapEntry[]): string {
  return `${XML_HEAD}\n<urlset xmlns="${NAMESPACE}">\n${entries.map(urlXml).join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(files: SitemapEntry[]): string {
  const rows = files.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '';
    return `<sitemap><loc>${escapeHtml(loc)}</loc>${modified}</sitemap>`;
  });
  return `${XML_HEAD}\n<sitemapindex xmlns="${NAMESPACE}">\n${rows.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The sitemap's files: `/sitemap.xml` alone while the addresses fit in one, otherwise
 * `/sitemap.xml` is an index of `/sitemap-1.xml`, `/sitemap-2.xml`, …
 */
export function buildSitemap(
  entries: SitemapEntry[],
  publicUrl: string,
  limit = SITEMAP_LIMIT,
): Map<string, string> {
  const files = new Map<string, string>();
  if (entries.length <= limit) {
    files.set('/sitemap.xml', urlsetXml(entries));
    return files;
  }
  const parts: SitemapEntry[] = [];
  for (let start = 0; start < entries.length; start += limit) {
    const chunk = entries.slice(start, start + limit);
    const name = `/sitemap-${parts.length + 1}.xml`;
    files.set(name, urlsetXml(chunk));
    parts.push({ loc: `${publicUrl}${name}`, lastmod: latest(chunk) });
  }
  files.set('/sitemap.xml', sitemapIndexXml(parts));
  return files;
}

function latest(entries: SitemapEntry[]): Date | undefined {
  let newest: Date | undefined;
  for (const { lastmod } of entries) {
    if (!lastmod) continue;
    const at = new Date(lastmod);
    if (!newest || at > newest) newest = at;
  }
  return newest;
}
