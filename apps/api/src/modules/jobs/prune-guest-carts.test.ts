import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { stockedItem } from '../../../test/shop';
import { guestCarts } from '../../db/schema/index';
import { GUEST_CART_TTL_MS } from '../cart/service';
import { pruneGuestCartsJob } from './prune-guest-carts';

const t = useTestApp();

describe('pruning guest carts', () => {
  it('deletes guest carts unused for 30 days with their lines, keeping the recent ones', async () => {
    const { cart } = t.app.services;
    const item = await stockedItem(t.database.db, { S: 10 });
    const line = { item_id: item.id, options: [{ color_size: 'S', quantity: 1 }] };
    const old = await cart.openGuestCart();
    const recent = await cart.openGuestCart();
    await cart.add(old.owner, line);
    await cart.add(recent.owner, line);
    const now = new Date();
    const stale = new Date(now.getTime() - GUEST_CART_TTL_MS - 60_000);
    if (!('guestCartId' in old.owner)) throw new Error('a guest cart was expected');
    await t.database.db
      .update(guestCarts)
      .set({ lastUsedAt: stale })
      .where(eq(guestCarts.id, old.owner.guestCartId));

    const job = pruneGuestCartsJob({ cart });
    expect(await job.run(now)).toEqual({ deleted: 1 });
    expect(await cart.guestCart(old.token)).toBeUndefined();
    expect(await cart.list(recent.owner)).toHaveLength(1);
    expect(await job.run(now)).toEqual({ deleted: 0 });
  });
});
