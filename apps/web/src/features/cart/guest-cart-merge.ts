import type { CartMergeResponse } from '@shop/contract/cart';
import { cartMessages } from '@shop/contract/cart-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../shared/api/http';
import { cartKeys } from '../../shared/api/query-keys';
import { onSignedIn, onSignedOut } from '../../shared/auth/auth-events';
import { useNotify } from '../../shared/ui/notify';

/** POST /v1/cart/merge: this browser's guest cart into the member's, capped at stock. */
const mergeGuestCart = () =>
  api<CartMergeResponse>('/v1/cart/merge', { method: 'POST', auth: true });

/**
 * The cart follows who is signed in on this device: signing in moves what the browser put in its
 * cart into the member's (saying what did not fit), signing out forgets the member's lines.
 * Mounted once, by the shell.
 */
export function useCartFollowsSignIn() {
  const client = useQueryClient();
  const notify = useNotify();
  useEffect(() => {
    const stopIn = onSignedIn(async () => {
      const merged = await mergeGuestCart();
      client.setQueryData(cartKeys.all, merged.items);
      for (const line of merged.adjusted) {
        notify(cartMessages.mergeKept(line.item_name, line.options, line.kept), 'alert');
      }
    });
    const stopOut = onSignedOut(() => client.resetQueries({ queryKey: cartKeys.all }));
    return () => {
      stopIn();
      stopOut();
    };
  }, [client, notify]);
}
