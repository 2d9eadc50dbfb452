import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  emptyFilters,
  hasFilters,
  listHref,
  parseListParams,
  searchQuery,
  serializeListParams,
} from './list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('the list address', () => {
  it('reads every parameter, repeated colours and sizes included', () => {
    expect(
      parse(
        'q=%EB%8B%88%ED%8A%B8&category=knit&color=블랙&color=네이비&size=M&min_price=10000&max_price=50000&in_stock=1&sort=price_asc&page=3',
      ),
    ).toEqual({
      q: '니트',
      category: 'knit',
      colors: ['블랙', '네이비'],
      sizes: ['M'],
      minPrice: 10_000,
      maxPrice: 50_000,
      inStock: true,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('opens the whole list, newest first, for an empty address', () => {
    expect(parse('')).toEqual({ ...emptyFilters, sort: 'new', page: 1 });
  });

  it('leaves out what the shop would refuse, rather than failing', () => {
    const params = parse(
      'category=아우터&color=&color=블랙&color=블랙&min_price=-5&max_price=abc&in_stock=yes&sort=cheap&page=0',
    );
    expect(params).toMatchObject({
      category: null,
      colors: ['블랙'],
      minPrice: null,
      maxPrice: null,
      inStock: false,
      sort: 'new',
      page: 1,
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=9999').page).toBe(50);
    expect(parse(`color=${'가'.repeat(31)}`).colors).toEqual([]);
    expect(parse(Array.from({ length: 25 }, (_, i) => `size=${i}`).join('&')).sizes).toHaveLength(
      20,
    );
  });

  it('puts a reversed price range the right way round', () => {
    expect(parse('min_price=50000&max_price=10000')).toMatchObject({
      minPrice: 10_000,
      maxPrice: 50_000,
    });
  });

  it('writes a state in a fixed order, without defaults, and reads it back the same', () => {
    const params = parse(
      'page=2&sort=popular&in_stock=true&max_price=50000&size=M&color=블랙&category=coat&q=롱 코트',
    );
    const written = serializeListParams(params).toString();
    expect(decodeURIComponent(written.replace(/\+/g, ' '))).toBe(
      'q=롱 코트&category=coat&color=블랙&size=M&max_price=50000&in_stock=1&sort=popular&page=2',
    );
    expect(parseListParams(new URLSearchParams(written))).toEqual(params);
    expect(serializeListParams(parse('sort=new&page=1')).toString()).toBe('');
    expect(listHref({})).toBe('/products');
    expect(listHref({ category: 'coat' })).toBe('/products?category=coat');
  });

  it('asks the API for one page of cards with its limit', () => {
    const params = parse('category=knit&color=블랙&sort=price_asc&page=3');
    const query = new URLSearchParams(searchQuery(params, 2));
    expect(query.get('page')).toBe('2');
    expect(query.get('limit')).toBe('20');
    expect(query.get('sort')).toBe('price_asc');
    expect(query.getAll('color')).toEqual(['블랙']);
    expect(new URLSearchParams(searchQuery(params, 1, 1)).has('page')).toBe(false);
  });

  it('knows when filters are in use, and clears them keeping the words and the category', () => {
    const params = parse('q=니트&category=knit');
    expect(hasFilters(params)).toBe(false);
    const filtered = parse('q=니트&category=knit&size=M&in_stock=1');
    expect(hasFilters(filtered)).toBe(true);
    expect(clearedFilters(filtered)).toMatchObject({ q: '니트', category: 'knit', sizes: [] });
    expect(hasFilters(clearedFilters(filtered))).toBe(false);
  });
});
