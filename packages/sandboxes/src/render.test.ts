import { describe, expect, it } from 'vitest';
import { Html, render } from './render';

describe('render', () => {
  it('escapes every text value, in element content and in attributes', () => {
    const html = render('hidden-input', { name: 'orderName', value: '"><script>x</script>&' });
    expect(html.text).toBe(
      '<input type="hidden" name="orderName" value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;&amp;">',
    );
  });

  it('writes markup made by another template as it is, a list one per line', () => {
    const items = ['<b>', 'b & c'].map((text) => render('list-item', { text }));
    const page = render('toss-problems', { items });
    expect(page.text).toContain('<ul><li>&lt;b&gt;</li>\n<li>b &amp; c</li></ul>');
    expect(render('list-item', { text: new Html('<em>kept</em>') }).text).toBe(
      '<li><em>kept</em></li>',
    );
  });

  it('throws for a field the template names but the caller left out', () => {
    expect(() => render('list-item', {})).toThrow('template list-item: no value for {{text}}');
  });
});
