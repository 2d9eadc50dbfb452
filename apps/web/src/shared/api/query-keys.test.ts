import { describe, expect, it } from 'vitest';
import {
  catalogKeys,
  communityKeys,
  contentKeys,
  couponKeys,
  orderKeys,
  pointKeys,
} from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  expect(key.slice(0, prefix.length)).toEqual([...prefix]);

describe('storefront query keys', () => {
  it('nest under their domain, so invalidating a prefix reaches every query below it', () => {
    startsWith(catalogKeys.detail(7), catalogKeys.all);
    startsWith(catalogKeys.list(), catalogKeys.all);
    startsWith(couponKeys.mine(), couponKeys.all);
    startsWith(orderKeys.list('ORDER_PLACED'), orderKeys.lists());
    startsWith(communityKeys.list('member', { page: 2 }), communityKeys.lists());
    startsWith(communityKeys.postAs(5, 'visitor'), communityKeys.post(5));
    startsWith(communityKeys.commentsAs(5, 'member'), communityKeys.comments(5));
    startsWith(contentKeys.notice(3), contentKeys.all);
    startsWith(pointKeys.page(2), pointKeys.all);
  });

  it('keep the domains apart: a product list is not a product', () => {
    expect(catalogKeys.detail(1).slice(0, 2)).not.toEqual([...catalogKeys.list()]);
    expect(communityKeys.post(1)).not.toEqual(communityKeys.comments(1));
  });
});
