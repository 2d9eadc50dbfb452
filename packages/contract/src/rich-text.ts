/**
 * The one allow-list for rich text (Q&A posts, notices): the server stores only this, and the
 * web cleans stored and pasted HTML down to the same before showing or editing it.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'blockquote',
  'a',
  'img',
] as const;

export const RICH_TEXT_ATTRIBUTES = { a: ['href', 'rel', 'target'], img: ['src', 'alt'] } as const;

/** Links may only go to the web or to mail. */
export const isAllowedLink = (href: string | undefined): href is string =>
  href !== undefined && /^(?:https?|mailto):/i.test(href.trim());

/** Where the shop serves the files it stored. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * The one query an upload's address may carry: the signature that lets a private file (a secret
 * post's image) through for a while, `?exp=<unix seconds>&sig=<HMAC, base64url>`.
 */
const SIGNATURE_QUERY = /^exp=\d{1,12}&sig=[\w-]+$/;

/**
 * Only files we stored ourselves: a path under /uploads/ of plain segments, so that neither a dot
 * segment (also percent-encoded, which URL parsers honour) nor a backslash (read as '/') can lead
 * the request anywhere else, and at most a signature as its query. Any other image could track
 * readers or show content never checked.
 */
export const isUploadPath = (src: string | undefined): boolean => {
  if (src?.startsWith(UPLOADS_PREFIX) !== true) return false;
  const queryStart = src.indexOf('?');
  const path = queryStart === -1 ? src : src.slice(0, queryStart);
  if (queryStart !== -1 && !SIGNATURE_QUERY.test(src.slice(queryStart + 1))) return false;
  return path
    .slice(UPLOADS_PREFIX.length)
    .split('/')
    .every((segment) => {
      const dots = segment.replace(/%2e/gi, '.');
      return /^[\w.~%-]+$/.test(segment) && dots !== '.' && dots !== '..';
    });
};
