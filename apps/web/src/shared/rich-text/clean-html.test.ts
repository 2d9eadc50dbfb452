import { describe, expect, it } from 'vitest';
import { cleanRichHtml } from './clean-html';

describe('cleanRichHtml', () => {
  it('keeps the formatting the shop allows', () => {
    const html =
      '<h2>제목</h2><p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p><ul><li>하나</li></ul><blockquote>인용</blockquote>';
    expect(cleanRichHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and foreign markup', () => {
    const clean = cleanRichHtml(
      '<p onclick="alert(1)" style="color:red">글</p><script>alert(2)</script><svg onload="alert(3)"></svg><iframe src="https://x.example"></iframe>',
    );
    expect(clean).toBe('<p>글</p>');
  });

  it('keeps only http(s) and mailto links, opened safely in a new tab', () => {
    expect(cleanRichHtml('<a href="javascript:alert(1)">나쁜 링크</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">나쁜 링크</a>',
    );
    expect(cleanRichHtml('<a href="https://ondo.example/a">링크</a>')).toBe(
      '<a href="https://ondo.example/a" rel="noopener noreferrer" target="_blank">링크</a>',
    );
  });

  it('keeps only images the shop uploaded', () => {
    expect(cleanRichHtml('<p><img src="/uploads/qna/a.png" alt="a"></p>')).toBe(
      '<p><img src="/uploads/qna/a.png" alt="a"></p>',
    );
    expect(
      cleanRichHtml('<p><img src="x" onerror="alert(1)"><img src="https://t.example/p.gif"></p>'),
    ).toBe('<p></p>');
    expect(cleanRichHtml('<img src="/uploads/../secret">')).toBe('');
  });

  it('keeps a secret post’s image with its signed address, and no other query', () => {
    const signed = '<p><img src="/uploads/qna/a.png?exp=1795615200&amp;sig=Zm9v_-1" alt="a"></p>';
    expect(cleanRichHtml(signed)).toBe(signed);
    expect(cleanRichHtml('<img src="/uploads/qna/a.png?track=1">')).toBe('');
    expect(cleanRichHtml('<img src="/uploads/qna/a.png?exp=1&amp;sig=x&amp;more=1">')).toBe('');
  });
});
