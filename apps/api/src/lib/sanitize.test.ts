import { describe, expect, it } from 'vitest';
import { hasDangerousMarkup, xssPayloads } from '../../test/xss-payloads';
import { cleanPlainText, richHtmlToText, sanitizeRichHtml } from './sanitize';

const TAG_START = /<[a-z/!?]/i;

describe('xssPayloads', () => {
  it('has enough known payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(60);
    expect(new Set(xssPayloads).size).toBe(xssPayloads.length);
  });
});

describe('sanitizeRichHtml', () => {
  it.each(xssPayloads)('neutralises %j', (payload) => {
    expect(hasDangerousMarkup(sanitizeRichHtml(payload))).toBeUndefined();
  });

  it('is stable on its own output', () => {
    for (const payload of xssPayloads) {
      const once = sanitizeRichHtml(payload);
      expect(sanitizeRichHtml(once)).toBe(once);
    }
  });

  it('keeps the allowed markup exactly', () => {
    const html = [
      '<h1>제목</h1><h2>소제목</h2><h3>세 번째</h3><h4>네 번째</h4>',
      '<p>린넨 <strong>셔츠</strong> <b>굵게</b> <em>기울임</em> <i>기울임</i> <u>밑줄</u></p>',
      '<p><s>취소</s> <strike>취소</strike> <del>삭제</del><br />다음 줄</p>',
      '<ul><li>하나</li><li>둘</li></ul><ol><li>첫째</li><li>둘째</li></ol>',
      '<blockquote><p>인용</p></blockquote>',
      '<p><img src="/uploads/qna/1/a.png" alt="앞면" /></p>',
    ].join('');
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('writes void elements in one form', () => {
    expect(sanitizeRichHtml('<p>a<br>b</p>')).toBe('<p>a<br />b</p>');
    expect(sanitizeRichHtml('<img src="/uploads/qna/1/a.png" alt="">')).toBe(
      '<img src="/uploads/qna/1/a.png" alt="" />',
    );
  });

  it('opens every link in a new tab without an opener or referrer', () => {
    expect(sanitizeRichHtml('<a href="https://ondo.example/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://ondo.example/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(
      sanitizeRichHtml('<a href="mailto:help@ondo.example" rel="opener" target="_self">메일</a>'),
    ).toBe('<a href="mailto:help@ondo.example" rel="noopener noreferrer" target="_blank">메일</a>');
    expect(sanitizeRichHtml('<a href="http://ondo.example" class="c" id="i" title="t">x</a>')).toBe(
      '<a href="http://ondo.example" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('keeps the text of a link whose href is refused', () => {
    expect(sanitizeRichHtml('<p><a href="javascript:alert(1)">여기</a></p>')).toBe('<p>여기</p>');
    expect(sanitizeRichHtml('<a href="//evil.example">x</a>')).toBe('x');
    expect(sanitizeRichHtml('<a href="ftp://evil.example">x</a>')).toBe('x');
  });

  it('keeps only images from /uploads/', () => {
    expect(sanitizeRichHtml('<img src="/uploads/qna/1/a.png" alt="a" title="t" width="9">')).toBe(
      '<img src="/uploads/qna/1/a.png" alt="a" />',
    );
    for (const src of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/uploads/../v1/me',
      '/uploads/%2e%2e/v1/me',
      '/v1/me',
      'uploads/a.png',
      '',
    ]) {
      expect(sanitizeRichHtml(`<p>a<img src="${src}" alt="x">b</p>`)).toBe('<p>ab</p>');
    }
    expect(sanitizeRichHtml('<p>a<img alt="x">b</p>')).toBe('<p>ab</p>');
  });

  it('drops the text of script, style and the like, and keeps the text of other elements', () => {
    expect(sanitizeRichHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeRichHtml('<div><span class="x">안녕</span></div>')).toBe('안녕');
  });

  it('keeps encoded markup and template syntax as text', () => {
    expect(sanitizeRichHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(sanitizeRichHtml("<p>{{constructor.constructor('alert(1)')()}}</p>")).toBe(
      "<p>{{constructor.constructor('alert(1)')()}}</p>",
    );
  });

  it('leaves Korean text alone', () => {
    const html = '<p>배송은 2~3일 걸려요. 교환·반품은 7일 이내에 가능합니다 😊</p>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });
});

describe('richHtmlToText', () => {
  it('reads blocks apart and inline elements together', () => {
    expect(richHtmlToText('<p>린넨 <b>셔츠</b></p><p>세탁&amp;관리</p>')).toBe(
      '린넨 셔츠 세탁&관리',
    );
    expect(richHtmlToText('<p>셔<b>츠</b></p>')).toBe('셔츠');
    expect(richHtmlToText('<ul><li>하나</li><li>둘</li></ul><p>a<br />b</p>')).toBe('하나 둘 a b');
  });

  it('decodes entities and collapses whitespace', () => {
    expect(richHtmlToText('<p> 3 &lt; 5 &gt; 4&nbsp;&quot;x&quot;\n\n&#xD55C;</p>')).toBe(
      '3 < 5 > 4 "x" 한',
    );
  });

  it('drops the text of scripts and styles', () => {
    expect(richHtmlToText('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('a');
  });
});

describe('cleanPlainText', () => {
  it.each(xssPayloads)('leaves no tag in %j', (payload) => {
    expect(cleanPlainText(payload)).not.toMatch(TAG_START);
  });

  it('keeps a "<" that starts no tag and decodes entities', () => {
    expect(cleanPlainText('3 < 5 &amp; 6 > 4')).toBe('3 < 5 & 6 > 4');
    expect(cleanPlainText('<3 사랑해요')).toBe('<3 사랑해요');
  });

  it('does not let encoded markup come back as a tag', () => {
    expect(cleanPlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).not.toContain('<script');
    expect(cleanPlainText('&amp;lt;img src=x onerror=alert(1)&amp;gt;')).not.toMatch(TAG_START);
    const deep = `&${'amp;'.repeat(40)}lt;script&gt;alert(1)`;
    expect(cleanPlainText(deep)).not.toMatch(TAG_START);
  });

  it('removes tags and control characters, keeps line breaks, trims', () => {
    expect(cleanPlainText('  <b>린넨</b> 셔츠\u0000\u0007\u200e\u202e  ')).toBe('린넨 셔츠\u200e');
    expect(cleanPlainText('첫 줄\r\n둘째\t줄')).toBe('첫 줄\n둘째 줄');
  });

  it('leaves Korean text and template syntax alone', () => {
    expect(cleanPlainText('린넨 셔츠 사이즈 문의드려요!')).toBe('린넨 셔츠 사이즈 문의드려요!');
    expect(cleanPlainText("{{constructor.constructor('alert(1)')()}}")).toBe(
      "{{constructor.constructor('alert(1)')()}}",
    );
  });
});

describe('hasDangerousMarkup', () => {
  it('flags every payload that contains markup', () => {
    const withMarkup = xssPayloads.filter((p) => /<[a-z]/i.test(p));
    const missed = withMarkup.filter((p) => hasDangerousMarkup(p) === undefined);
    expect(missed).toEqual([]);
    expect(
      xssPayloads.filter((p) => hasDangerousMarkup(p) !== undefined).length,
    ).toBeGreaterThanOrEqual(55);
  });

  it('says why', () => {
    expect(hasDangerousMarkup('<ScRiPt>x</script>')).toBe('<script> element');
    expect(hasDangerousMarkup('<img src=x onerror=alert(1)>')).toBe('onerror attribute on <img>');
    expect(hasDangerousMarkup('<a href="&#106;avascript:x">x</a>')).toBe(
      'javascript: in href of <a>',
    );
    expect(hasDangerousMarkup('<img src="//evil.example/x.png">')).toBe(
      '<img> src outside /uploads/: //evil.example/x.png',
    );
  });

  it('passes safe allow-listed HTML and plain text', () => {
    for (const safe of [
      '<p><a href="https://ondo.example" rel="noopener noreferrer" target="_blank">x</a></p>',
      '<img src="/uploads/qna/1/a.png" alt="">',
      '<img src="/uploads/qna/1/a.png" alt="" />',
      '<p><a href="mailto:help@ondo.example" rel="noopener noreferrer" target="_blank">메일</a></p>',
      '<h2>옷 관리</h2><ul><li><strong>세탁</strong>: 찬물 손세탁</li></ul><p>a<br />b</p>',
      '<p><img src="/uploads/qna/1/a.png" alt="online shop: data sheet, on=off" /></p>',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      '3 < 5',
      '3 < 5 & 6 > 4',
      '린넨 셔츠 사이즈 문의',
    ]) {
      expect(hasDangerousMarkup(safe), safe).toBeUndefined();
    }
  });
});
