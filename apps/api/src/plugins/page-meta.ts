import { escapeHtml } from '@shop/contract/text';

/** What a page's HTML head says of it to link previews (KakaoTalk, messengers, search). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL. */
  image?: string | undefined;
  url: string;
  type?: 'website' | 'product';
  /** The page's largest image as the page itself loads it (a path): preloaded with the HTML. */
  imagePath?: string | undefined;
}

/** index.html with the page's title, description and Open Graph tags in its head. */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${tags}\n  </head>`);
}

/** index.html with `tags` in its head ahead of the title, the entry's script and stylesheet. */
export function withHeadTags(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  return html.replace('<title>', `${tags.join('\n    ')}\n    <title>`);
}
