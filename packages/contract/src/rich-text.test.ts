import { describe, expect, it } from 'vitest';
import { isAllowedLink, isUploadPath } from './rich-text';

describe('rich-text allow-list', () => {
  it('keeps links to the web and to mail only', () => {
    expect(isAllowedLink('https://ondo.example/a')).toBe(true);
    expect(isAllowedLink(' mailto:hello@ondo.example')).toBe(true);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('//evil.example')).toBe(false);
    expect(isAllowedLink(undefined)).toBe(false);
  });

  it('keeps images the shop stored and nothing that walks out of /uploads/', () => {
    expect(isUploadPath('/uploads/qna/2026/a-1.png')).toBe(true);
    expect(isUploadPath('/uploads/../etc/passwd')).toBe(false);
    expect(isUploadPath('/uploads/%2e%2E/secret')).toBe(false);
    expect(isUploadPath('/uploads/a\\..\\b.png')).toBe(false);
    expect(isUploadPath('https://tracker.example/p.gif')).toBe(false);
    expect(isUploadPath(undefined)).toBe(false);
  });

  it('keeps a signed address of a private upload, and no other query', () => {
    expect(isUploadPath('/uploads/qna/a-1.png?exp=1795615200&sig=Zm9v_-1')).toBe(true);
    expect(isUploadPath('/uploads/qna/a-1.png?sig=Zm9v&exp=1795615200')).toBe(false);
    expect(isUploadPath('/uploads/qna/a-1.png?exp=1&sig=x&to=https://t.example')).toBe(false);
    expect(isUploadPath('/uploads/qna/a-1.png?')).toBe(false);
    expect(isUploadPath('/uploads/../x.png?exp=1&sig=x')).toBe(false);
    expect(isUploadPath('/uploads/qna/a.png#x')).toBe(false);
  });
});
