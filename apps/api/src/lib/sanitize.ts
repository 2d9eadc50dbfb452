import {
  isAllowedLink,
  isUploadPath,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '@shop/contract/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * Elements whose text must go with them: their content is code, CSS, foreign markup or a fallback
 * that was never meant to be read as post text.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'textarea',
  'option',
  'select',
  'xmp',
  'title',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'applet',
  'svg',
  'math',
];

const RICH_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: [...RICH_TEXT_ATTRIBUTES.a],
    img: [...RICH_TEXT_ATTRIBUTES.img],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // The scheme check below is the allow-list; sanitize-html's own scheme check (which also
    // strips the whitespace and control characters browsers ignore) still runs after it.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      return {
        tagName,
        attribs: {
          ...(isAllowedLink(href) ? { href } : {}),
          rel: 'noopener noreferrer',
          target: '_blank',
        },
      };
    },
  },
  exclusiveFilter: (frame) => {
    // An image from anywhere else could track readers or show content we never checked.
    if (frame.tag === 'img') return !isUploadPath(frame.attribs.src);
    // A link whose href was refused keeps its text, not an anchor that goes nowhere.
    if (frame.tag === 'a' && frame.attribs.href === undefined) return 'excludeTag';
    return false;
  },
};

/**
 * Rich HTML from the editor, reduced to an allow-list: p, br, h1–h4, ul, ol, li, strong, b, em,
 * i, u, s, strike, del, blockquote, a (http/https/mailto href; always rel="noopener noreferrer"
 * and target="_blank") and img (src under /uploads/ only, plus alt). Everything else is removed;
 * the content of script, style and the like goes with it.
 */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, RICH_OPTIONS);
}

/**
 * sanitize-html hands text to the parser with entities decoded and writes it back escaping only
 * these three characters, so undoing exactly them yields the decoded text.
 */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };
const unescapeText = (escaped: string) => escaped.replace(/&(?:amp|lt|gt);/g, (e) => ESCAPED[e]!);

const textOnly = (extra: sanitizeHtml.IOptions = {}): sanitizeHtml.IOptions => ({
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  ...extra,
});

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** The text of rich HTML for search and previews: tags removed, entities decoded, whitespace collapsed. */
export function richHtmlToText(html: string): string {
  // '<p>a</p><p>b</p>' must read 'a b', '<b>a</b>b' must stay 'ab': a block boundary between two
  // pieces of text becomes a space.
  let boundary = false;
  const markBlock = (name: string) => {
    if (BLOCK_TAGS.has(name)) boundary = true;
  };
  const escaped = sanitizeHtml(
    html,
    textOnly({
      onOpenTag: markBlock,
      onCloseTag: markBlock,
      textFilter: (text) => {
        const withBoundary = boundary ? ` ${text}` : text;
        boundary = false;
        return withBoundary;
      },
    }),
  );
  return unescapeText(escaped).replace(/\s+/g, ' ').trim();
}

const PLAIN_OPTIONS = textOnly();
/** Each round decodes one layer of entities; deeper nesting than this is only ever an attack. */
const MAX_ROUNDS = 16;

/**
 * A plain-text field (title, comment, nickname): tags removed and entities decoded, repeated until
 * stable so that no tag can come back from encoded input; control characters removed, trimmed.
 * A '<' that does not start a tag (e.g. '3 < 5') stays. Line breaks stay (comments have them).
 */
export function cleanPlainText(text: string): string {
  let current = text;
  let stable = false;
  for (let round = 0; round < MAX_ROUNDS && !stable; round++) {
    const next = unescapeText(sanitizeHtml(current, PLAIN_OPTIONS));
    stable = next === current;
    current = next;
  }
  if (!stable) current = current.replace(/<(?=[a-z/!?])/gi, '');
  return (
    current
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      .replace(/[^\P{Cc}\n]/gu, '')
      // Bidi overrides would let a nickname or title display as something it is not.
      .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
      .trim()
  );
}
