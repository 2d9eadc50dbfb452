import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { GOOGLE_NAMESPACE, googleFeed } from './google-merchant';
import { EP_FIELDS, epFingerprints, naverEp, naverSummary, SUMMARY_FIELDS } from './naver-ep';
import { type CatalogProduct, feedProducts, readOption } from './products';

const SHOP = 'https://shop.example';
const NOW = new Date('2026-11-27T03:00:00Z');

let nextId = 1;
function product(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  const id = nextId++;
  return {
    id,
    name: `울 블렌드 코트 ${id}`,
    price: 189_000,
    description: '울 70% 블렌드 코트입니다.\n드라이클리닝 권장',
    imageUrls: [`/uploads/items/${id}-front.jpg`, `/uploads/items/${id}-back.jpg`],
    hidden: false,
    saleStartsAt: null,
    updatedAt: new Date('2026-11-20T01:00:00Z'),
    origin: '대한민국',
    options: [
      { id: id * 10 + 1, label: '차콜 / M', stock: 3 },
      { id: id * 10 + 2, label: '차콜 / L', stock: 0 },
    ],
    ...overrides,
  };
}

/** The TSV as rows of fields, header first; fails on a row whose field count differs. */
function readTsv(tsv: string): Record<string, string>[] {
  expect(tsv.endsWith('\n')).toBe(true);
  const [header, ...rows] = tsv
    .slice(0, -1)
    .split('\n')
    .map((l) => l.split('\t'));
  return rows.map((fields) => {
    expect(fields).toHaveLength(header!.length);
    return Object.fromEntries(header!.map((name, i) => [name, fields[i]!]));
  });
}

describe('products fit for the feeds', () => {
  it('leaves out hidden, not yet on sale, free, imageless and vector-only products, with why', () => {
    const fine = product();
    const catalog = [
      fine,
      product({ hidden: true }),
      product({ saleStartsAt: new Date(NOW.getTime() + 60_000) }),
      product({ price: 0 }),
      product({ imageUrls: [] }),
      product({ imageUrls: ['/uploads/demo/item-1-front.svg'] }),
    ];
    const { products, leftOut } = feedProducts(catalog, SHOP, NOW);
    expect(products.map((p) => p.id)).toEqual([fine.id]);
    expect(leftOut.map((l) => l.reason)).toEqual([
      'hidden',
      'not_on_sale',
      'price_zero',
      'no_image',
      'image_format',
    ]);
    expect(products[0]).toMatchObject({
      link: `${SHOP}/product/${fine.id}`,
      image: `${SHOP}/uploads/items/${fine.id}-front.jpg`,
      extraImages: [`${SHOP}/uploads/items/${fine.id}-back.jpg`],
      shipping: 0,
    });
  });

  it('keeps a product sold out in every option, marked, and names it in the log', () => {
    const gone = product({ options: [{ id: 1, label: 'FREE', stock: 0 }] });
    const { products, leftOut } = feedProducts([gone], SHOP, NOW);
    expect(products[0]?.soldOut).toBe(true);
    expect(leftOut).toEqual([{ item_id: gone.id, item_name: gone.name, reason: 'sold_out' }]);
  });

  it('reads an option label as colour and size', () => {
    expect(readOption({ id: 1, label: '아이보리 / S', stock: 1 })).toMatchObject({
      color: '아이보리',
      size: 'S',
    });
    expect(readOption({ id: 2, label: 'FREE', stock: 1 })).toMatchObject({
      color: null,
      size: 'FREE',
    });
  });
});

describe('Naver Shopping EP 3.0', () => {
  it('a header of EP field names, then one row per product in stock with every required field', () => {
    const cheap = product({ price: 29_000, name: '탭\t이 든\n이름' });
    const { products } = feedProducts(
      [product(), cheap, product({ options: [{ id: 9, label: 'FREE', stock: 0 }] })],
      SHOP,
      NOW,
    );
    const { tsv, rows } = naverEp(products);
    expect(tsv.split('\n')[0]).toBe(EP_FIELDS.join('\t'));
    const parsed = readTsv(tsv);
    expect(parsed).toHaveLength(2);
    expect(rows).toBe(2);
    for (const row of parsed) {
      for (const required of ['id', 'title', 'price_pc', 'link', 'image_link', 'category_name1']) {
        expect(row[required], required).not.toBe('');
      }
      expect(row.price_pc).toMatch(/^[1-9]\d*$/);
      expect(row.shipping).toMatch(/^(0|[1-9]\d*)$/);
      expect(new URL(row.link!).origin).toBe(SHOP);
      expect(new URL(row.image_link!).origin).toBe(SHOP);
      expect(row.brand).toBe('ONDO STUDIO');
    }
    const cheapRow = parsed.find((r) => r.id === String(cheap.id))!;
    expect(cheapRow).toMatchObject({
      title: '탭 이 든 이름',
      shipping: '3000',
      origin: '대한민국',
    });
    // Only the options in stock can be chosen.
    expect(cheapRow.option_detail).toBe('차콜 / M^0');
  });

  it('the summary lists new (I), changed (U) and gone (D) products since the baseline', () => {
    const kept = product();
    const changed = product();
    const hidden = product();
    const deleted = product();
    const before = feedProducts([kept, changed, hidden, deleted], SHOP, NOW).products;
    const baseline = epFingerprints(before);

    const added = product({ updatedAt: new Date('2026-11-27T01:30:00Z') });
    const now = feedProducts(
      [kept, { ...changed, price: 159_000 }, { ...hidden, hidden: true }, added],
      SHOP,
      NOW,
    ).products;
    const { tsv, rows } = naverSummary(now, baseline, NOW);
    expect(tsv.split('\n')[0]).toBe(SUMMARY_FIELDS.join('\t'));
    const parsed = readTsv(tsv);
    expect(rows).toBe(4);
    const classes = Object.fromEntries(parsed.map((r) => [r.id, r.class]));
    expect(classes[String(changed.id)]).toBe('U');
    expect(classes[String(added.id)]).toBe('I');
    expect(classes[String(deleted.id)]).toBe('D');
    expect(classes[String(hidden.id)]).toBe('D');
    expect(classes[String(kept.id)]).toBeUndefined();
    for (const row of parsed)
      expect(row.update_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(parsed.find((r) => r.class === 'I')?.update_time).toBe('2026-11-27 10:30:00');
  });
});

describe('Google Merchant feed', () => {
  it('well-formed RSS 2.0 in the g: namespace, one item per option, grouped by product', () => {
    const coat = product();
    const { products } = feedProducts([coat], SHOP, NOW);
    const { xml, items } = googleFeed(products, SHOP);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'item',
    }).parse(xml);
    expect(doc.rss['@_version']).toBe('2.0');
    expect(doc.rss['@_xmlns:g']).toBe(GOOGLE_NAMESPACE);
    const parsed = doc.rss.channel.item;
    expect(items).toBe(2);
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toMatchObject({
      'g:id': `${coat.id}-${coat.options[0]!.id}`,
      'g:item_group_id': coat.id,
      'g:availability': 'in_stock',
      'g:price': '189000 KRW',
      'g:brand': 'ONDO STUDIO',
      'g:condition': 'new',
      'g:color': '차콜',
      'g:size': 'M',
      link: `${SHOP}/product/${coat.id}`,
    });
    expect(parsed[1]['g:availability']).toBe('out_of_stock');
    expect(parsed[0]['g:shipping']).toEqual({ 'g:country': 'KR', 'g:price': '0 KRW' });
  });

  it('escapes what XML cannot hold as is', () => {
    const { products } = feedProducts([product({ name: 'A&B <한정> "코트"' })], SHOP, NOW);
    const { xml } = googleFeed(products, SHOP);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('A&amp;B &lt;한정&gt;');
  });
});
