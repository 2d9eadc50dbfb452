import { SHOP_PAGES } from '@shop/contract/pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { router } from './router';

/** Every absolute path the router knows, admin children under /admin. */
function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent}/${route.path}`
      : route.index
        ? parent
        : undefined;
    const base = own ?? parent;
    return [...(own ? [own] : []), ...paths(route.children ?? [], base)];
  });
}

describe('the storefront addresses', () => {
  it('are the ones the server answers 200 for (the contract’s list), and no others', () => {
    const routed = new Set(paths(router.routes).filter((p) => !p.endsWith('*')));
    const listed = SHOP_PAGES.map((p) => p.path).filter((p) => !p.endsWith('*'));
    const storefront = [...routed].filter((p) => !p.startsWith('/admin/'));
    expect(storefront.sort()).toEqual([...listed].sort());
    // The back office's pages are all under /admin, which the list covers as a whole.
    expect([...routed].filter((p) => p.startsWith('/admin/')).length).toBeGreaterThan(5);
  });
});
