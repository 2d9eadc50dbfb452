import { describe, expect, it } from 'vitest';
import { isAllowedLink, isUploadPath } from './rich-text';

describe('rich-text allow-list', () => {
  it.each([
    ['https://ondo.example/a', true],
    [' mailto:hello@ondo.example', true],
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    [undefined, false],
  ])('keeps links to the web and to mail only: %s → %s', (url, allowed) => {
    expect(isAllowedLink(url)).toBe(allowed);
  });

  it.each([
    ['/uploads/qna/2026/a-1.png', true],
    ['/uploads/../etc/passwd', false],
    ['/uploads/%2e%2E/secret', false],
    ['/uploads/a\\..\\b.png', false],
    ['https://tracker.example/p.gif', false],
    [undefined, false],
    // A signed address of a private upload is kept, and no other query.
    ['/uploads/qna/a-1.png?exp=1795615200&sig=Zm9v_-1', true],
    ['/uploads/qna/a-1.png?sig=Zm9v&exp=1795615200', false],
    ['/uploads/qna/a-1.png?exp=1&sig=x&to=https://t.example', false],
    ['/uploads/qna/a-1.png?', false],
    ['/uploads/../x.png?exp=1&sig=x', false],
    ['/uploads/qna/a.png#x', false],
  ])(
    'keeps images the shop stored and nothing that walks out of /uploads/: %s → %s',
    (path, kept) => {
      expect(isUploadPath(path)).toBe(kept);
    },
  );
});
