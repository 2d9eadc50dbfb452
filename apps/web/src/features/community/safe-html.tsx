import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './safe-html.module.css';

/** The same allow-list the server keeps when it stores rich text. */
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

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:)/i.test(href)) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  }
  // Only images the shop stored itself.
  if (node.tagName === 'IMG' && !(node.getAttribute('src') ?? '').startsWith('/uploads/')) {
    node.remove();
  }
});

/** Cleans stored rich text once more before it reaches the page (DECISIONS: sanitize twice). */
export const purify = (html: string) =>
  purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });

/** Rich text from the server, shown through DOMPurify. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purify(html), [html]);
  return (
    <div
      className={[styles.rich, className ?? ''].join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
