import type { CartService } from '../cart/service';
import { defineJob } from './define-job';
import { dailyAt } from './schedule';

export const PRUNE_GUEST_CARTS = 'prune-guest-carts';

/** Daily: carts of browsers that never signed in and have not been used for 30 days. */
export const pruneGuestCartsJob = defineJob<{ cart: Pick<CartService, 'pruneGuestCarts'> }>({
  name: PRUNE_GUEST_CARTS,
  label: '오래된 비회원 장바구니 정리',
  schedule: dailyAt('04:40'),
  async run({ cart }, now) {
    return { deleted: await cart.pruneGuestCarts(now) };
  },
});
