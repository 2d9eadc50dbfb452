import { brand } from '@shop/contract/brand';
import { escapeHtml } from '@shop/contract/text';
import type { FeedProduct } from './products';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** Google's limits: title 150 characters, description 5,000. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5_000;

const won = (amount: number) => `${amount} KRW`;

const tag = (name: string, value: string) => `<${name}>${escapeHtml(value)}</${name}>`;

/**
 * Google Merchant Center's product feed: RSS 2.0 with the `g:` namespace, one item per option
 * (a variant), the options of a product tied together by `g:item_group_id`.
 */
export function googleFeed(
  products: FeedProduct[],
  publicUrl: string,
): { xml: string; items: number } {
  const items: string[] = [];
  for (const p of products) {
    for (const option of p.options) {
      items.push(
        [
          '<item>',
          tag('g:id', `${p.id}-${option.id}`),
          tag('g:item_group_id', String(p.id)),
          tag('title', `${p.name} ${option.label}`.slice(0, TITLE_MAX)),
          tag('description', (p.description || p.name).slice(0, DESCRIPTION_MAX)),
          tag('link', p.link),
          tag('g:image_link', p.image),
          ...p.extraImages.map((url) => tag('g:additional_image_link', url)),
          tag('g:availability', option.stock > 0 ? 'in_stock' : 'out_of_stock'),
          tag('g:price', won(p.price)),
          tag('g:brand', brand.name),
          tag('g:condition', 'new'),
          ...(option.color ? [tag('g:color', option.color)] : []),
          tag('g:size', option.size),
          `<g:shipping>${tag('g:country', 'KR')}${tag('g:price', won(p.shipping))}</g:shipping>`,
          '</item>',
        ].join(''),
      );
    }
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    '<channel>',
    tag('title', brand.name),
    tag('link', `${publicUrl}/`),
    tag('description', `${brand.name} ${brand.tagline}`),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
  return { xml, items: items.length };
}
