import { type OrderHandoff, orderHandoff } from '@shop/contract/order-handoff';

const KEY = 'ondo:order-handoff';

/**
 * The hand-off of the order being paid, kept for this tab while the shopper is at the payment
 * window, so that the fail page can lead back to the same order.
 */
export const handoffStore = {
  save(handoff: OrderHandoff) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(handoff));
    } catch {
      // Storage can be off (private mode); the fail page then links to the cart instead.
    }
  },
  read(): OrderHandoff | undefined {
    try {
      const parsed = orderHandoff.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
};
