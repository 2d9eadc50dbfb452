import { escapeHtml } from '@shop/contract/text';

/** What a page's HTML head says of it to link previews (KakaoTalk, messengers) and search engines. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL. */
  image?: string | undefined;
  /** The image's size, for previews that lay out before they fetch it (a 1200×630 share image). */
  imageSize?: { width: number; height: number } | undefined;
  /** The page's own address (og:url and the canonical link). */
  url: string;
  type?: 'website' | 'product';
  /** schema.org objects, each served as a JSON-LD block. */
  jsonLd?: object[] | undefined;
  /** The page's content for readers without JavaScript (crawlers that do not run it). */
  noscript?: string | undefined;
  /** The page's largest image as the page itself loads it (a path): preloaded with the HTML. */
  imagePath?: string | undefined;
  /** The `sizes` the page shows that image at (a product card's); a gallery's by default. */
  imageSizes?: string | undefined;
  /**
   * The image comes from the page's first answer (the list's first card): an address with a
   * query shows another answer, so it is not preloaded there.
   */
  imageFromData?: boolean | undefined;
}

/** JSON inside <script>: a "</script>" or "<!--" in a value must not end or bend the block. */
const scriptSafe = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** index.html with the page's title, description, canonical link, Open Graph tags and data. */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    ...(meta.image && meta.imageSize
      ? [
          `<meta property="og:image:width" content="${meta.imageSize.width}" />`,
          `<meta property="og:image:height" content="${meta.imageSize.height}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    ...(meta.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptSafe(data)}</script>`,
    ),
  ].join('\n    ');
  const html = indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${tags}\n  </head>`);
  return meta.noscript
    ? html.replace(/<body([^>]*)>/, `<body$1>\n    <noscript>${meta.noscript}</noscript>`)
    : html;
}

/** index.html with `tags` in its head ahead of the title, the entry's script and stylesheet. */
export function withHeadTags(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  return html.replace('<title>', `${tags.join('\n    ')}\n    <title>`);
}
