import { useEffect } from 'react';
import { useLocation } from '../routing';

/**
 * Brings the section named by the URL hash (#cart, #orderstatus) into view once the blocks above
 * it have their height (`ready`), and again whenever the hash changes.
 */
export function useScrollToHash(ids: readonly string[], ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(hash.slice(1));
    if (!ids.includes(id)) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, ids, ready]);
}
