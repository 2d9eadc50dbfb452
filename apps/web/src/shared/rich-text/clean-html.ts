import DOMPurify from 'dompurify';

/** The allow-list the server keeps when it stores rich text (its sanitizer is the authority). */
const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'rel', 'target'];
/** Images are only the shop's own uploads. */
const isUpload = (src: string) => src.startsWith('/uploads/') && !src.includes('..');

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:)/i.test(href)) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  }
  if (node.tagName === 'IMG' && !isUpload(node.getAttribute('src') ?? '')) node.remove();
});

/**
 * Rich HTML reduced to the shop's allow-list in an inert document: used before stored HTML is
 * shown, and on paste before the editor reads it (so no pasted handler ever meets the page).
 */
export function cleanRichHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
