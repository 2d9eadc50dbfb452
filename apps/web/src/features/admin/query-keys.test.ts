import { describe, expect, it } from 'vitest';
import { adminKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  expect(key.slice(0, prefix.length)).toEqual([...prefix]);

describe('back-office query keys', () => {
  it('put every list and record under its domain', () => {
    startsWith(adminKeys.orders.list({ page: 1 }), adminKeys.orders.lists());
    startsWith(adminKeys.orders.detail(9), adminKeys.orders.all);
    startsWith(adminKeys.catalog.detail(9), adminKeys.catalog.all);
    startsWith(adminKeys.dashboard.all, adminKeys.all);
  });

  it("keep a coupon's claims under the coupon, so a change to coupons refreshes them", () => {
    startsWith(adminKeys.coupons.claims(4, { page: 2 }), adminKeys.coupons.detail(4));
    startsWith(adminKeys.coupons.claims(4, { page: 2 }), adminKeys.coupons.all);
  });

  it("keep a member's points under the member", () => {
    startsWith(adminKeys.members.points(3, { page: 2 }), adminKeys.members.detail(3));
    startsWith(adminKeys.members.points(3, { page: 2 }), adminKeys.members.all);
  });
});
