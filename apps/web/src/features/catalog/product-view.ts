import { useEffect, useRef } from 'react';

const PATH = '/v1/events/product-view';

/**
 * Counts a product page view for the back office's 구매 전환 funnel. A beacon leaves even when the
 * shopper moves on at once and never holds up the page; a view that is lost is not worth an error.
 */
export function sendProductView(itemId: number) {
  const body = JSON.stringify({ item_id: itemId });
  try {
    const beacon = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(PATH, beacon)) return;
    fetch(PATH, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No beacon and no fetch: the view is not counted.
  }
}

/** Sends the view once the product is on screen, once for this product on this page view. */
export function useProductView(itemId: number, shown: boolean) {
  // A ref rather than the effect alone: development runs effects twice, a refetch re-renders.
  const sent = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!shown || sent.current === itemId) return;
    sent.current = itemId;
    sendProductView(itemId);
  }, [itemId, shown]);
}
