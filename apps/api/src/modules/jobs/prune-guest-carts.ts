import type { CartService } from '../cart/service';
import type { JobDefinition } from './runner';
import { dailyAt } from './schedule';

export const PRUNE_GUEST_CARTS = 'prune-guest-carts';

/** Daily: carts of browsers that never signed in and have not been used for 30 days. */
export function pruneGuestCartsJob(deps: {
  cart: Pick<CartService, 'pruneGuestCarts'>;
}): JobDefinition {
  return {
    name: PRUNE_GUEST_CARTS,
    label: '오래된 비회원 장바구니 정리',
    ...dailyAt('04:40'),
    async run(now) {
      return { deleted: await deps.cart.pruneGuestCarts(now) };
    },
  };
}
