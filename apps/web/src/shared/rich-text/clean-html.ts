import {
  isAllowedLink,
  isUploadPath,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '@shop/contract/rich-text';
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    if (!isAllowedLink(node.getAttribute('href') ?? undefined)) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  }
  if (node.tagName === 'IMG' && !isUploadPath(node.getAttribute('src') ?? undefined)) node.remove();
});

/**
 * Rich HTML reduced to the shop's allow-list in an inert document: used before stored HTML is
 * shown, and on paste before the editor reads it (so no pasted handler ever meets the page).
 */
export function cleanRichHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
