import { describe, expect, it } from 'vitest';
import { matchShopPage } from './pages';

describe('matchShopPage', () => {
  it('finds the page and its parameters, ignoring a trailing slash', () => {
    expect(matchShopPage('/product/12')).toMatchObject({
      page: { path: '/product/:id', kind: 'record' },
      params: { id: '12' },
    });
    expect(matchShopPage('/products/')?.page.path).toBe('/products');
    expect(matchShopPage('/')?.page.path).toBe('/');
    expect(matchShopPage('/find-password/a%20b')?.params).toEqual({ token: 'a b' });
    expect(matchShopPage('/admin/orders/3')?.page).toEqual({ path: '/admin/*', kind: 'private' });
  });

  it('knows no other address', () => {
    for (const path of ['/nope', '/product', '/product/1/2', '/products/x', '/administrator']) {
      expect([path, matchShopPage(path)]).toEqual([path, undefined]);
    }
  });

  it('keeps a badly escaped parameter as written', () => {
    expect(matchShopPage('/product/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });
});
