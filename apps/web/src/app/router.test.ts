import { SHOP_PAGES } from '@shop/contract/pages';
import { describe, expect, it } from 'vitest';
import { routedPatterns } from './router';

describe('the storefront addresses', () => {
  it('are the ones the server answers 200 for (the contract’s list), and no others', () => {
    const listed = SHOP_PAGES.map((p) => p.path).filter((p) => !p.endsWith('*'));
    const storefront = routedPatterns.filter((p) => !p.startsWith('/admin/'));
    expect([...storefront].sort()).toEqual([...listed].sort());
    // The back office's pages are all under /admin, which the list covers as a whole.
    expect(routedPatterns.filter((p) => p.startsWith('/admin/')).length).toBeGreaterThan(5);
  });
});
