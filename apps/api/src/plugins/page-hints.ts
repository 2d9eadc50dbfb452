import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GALLERY_SIZES, imageVariants } from '@shop/contract/images';
import { matchShopPage, PAGE_DATA } from '@shop/contract/pages';
import { escapeHtml } from '@shop/contract/text';

/** What one page needs beyond the entry, as written by the web build (page-preloads.json). */
interface PagePreload {
  scripts: string[];
  styles: string[];
  images: string[];
}

export type PagePreloads = Map<string, PagePreload>;

const PAGE_PRELOADS_FILE = 'page-preloads.json';

function isPreload(value: unknown): value is PagePreload {
  const strings = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string');
  if (typeof value !== 'object' || value === null) return false;
  const { scripts, styles, images } = value as Record<string, unknown>;
  return strings(scripts) && strings(styles) && strings(images);
}

/** The web build's per-route preloads; empty when the build wrote none. */
export function readPagePreloads(webDist: string): PagePreloads {
  const file = path.join(webDist, PAGE_PRELOADS_FILE);
  if (!existsSync(file)) return new Map();
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const entries = Object.entries(typeof parsed === 'object' && parsed ? parsed : {});
  return new Map(entries.filter((entry): entry is [string, PagePreload] => isPreload(entry[1])));
}

/**
 * A product photo is shown as a <picture> whose first source is AVIF: the preload asks for the
 * same AVIF width the gallery will pick (browsers without AVIF skip a typed preload).
 */
function imagePreload({ href, sizes = GALLERY_SIZES }: PageImage): string {
  const variants = imageVariants(href);
  if (!variants) return `rel="preload" as="image" href="${escapeHtml(href)}"`;
  return `rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(variants.srcset.avif)}" imagesizes="${escapeHtml(sizes)}"`;
}

/** A page's largest image: its address and the `sizes` it is shown at (a gallery's by default). */
export interface PageImage {
  href: string;
  sizes?: string | undefined;
  /** Read from the page's first answer: an address with a query shows another one. */
  fromData?: boolean | undefined;
}

/**
 * The preload links of a page's HTML head: the route's code and styles, the first API answer it
 * reads (for visitors when a member reads another one; none for an address with a query), and its
 * largest image with high priority (`image`: a product page's first photo, the list's first card;
 * else the route's own).
 */
export function pageHintTags(
  preloads: PagePreloads,
  pathname: string,
  {
    signedIn,
    image,
    withQuery = false,
  }: { signedIn: boolean; image?: PageImage | undefined; withQuery?: boolean },
): string[] {
  const match = matchShopPage(pathname);
  if (!match) return [];
  const route = preloads.get(match.page.path);
  const data = PAGE_DATA[match.page.path as keyof typeof PAGE_DATA];
  const own = image && !(image.fromData && withQuery) ? [image] : [];
  const images = image ? own : (route?.images ?? []).map((href) => ({ href }));
  const link = (attributes: string) => `<link ${attributes} />`;
  return [
    ...images.map((img) => link(`${imagePreload(img)} fetchpriority="high"`)),
    // An address with a query (a filtered list, another page) reads another answer than the
    // page's first one.
    ...(data && !withQuery && !(data.visitorsOnly && signedIn)
      ? [link(`rel="preload" as="fetch" href="${escapeHtml(data.url(match.params))}" crossorigin`)]
      : []),
    ...(route?.styles ?? []).map((href) =>
      link(`rel="preload" as="style" href="${escapeHtml(href)}" crossorigin`),
    ),
    ...(route?.scripts ?? []).map((href) =>
      link(`rel="modulepreload" href="${escapeHtml(href)}" crossorigin`),
    ),
  ];
}
