/**
 * Whether editor HTML holds nothing a reader would see: no text other than whitespace and no
 * image. An empty editor still answers `<p></p>`, so the HTML alone cannot tell.
 */
export function isRichTextEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text.length === 0;
}
