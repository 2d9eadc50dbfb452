import { describe, expect, it } from 'vitest';
import { isRichTextEmpty } from './rich-text-value';

describe('isRichTextEmpty', () => {
  it('treats an empty editor, blank paragraphs and non-breaking spaces as empty', () => {
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty('<p></p>')).toBe(true);
    expect(isRichTextEmpty('<p>   </p><p><br></p>')).toBe(true);
    expect(isRichTextEmpty('<p>&nbsp;</p>')).toBe(true);
  });

  it('counts text and images as content', () => {
    expect(isRichTextEmpty('<p>사이즈 문의</p>')).toBe(false);
    expect(isRichTextEmpty('<p><img src="/uploads/a.png"></p>')).toBe(false);
  });
});
