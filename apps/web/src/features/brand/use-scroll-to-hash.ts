import { useEffect, useRef } from 'react';
import { useLocation } from '../../shared/routing';
import { scrollBehavior } from './use-header-hidden';

/**
 * Brings the element named by the URL hash into view: at once on load (the page renders after
 * the browser's own attempt), smoothly when an in-page link changes the hash, moving focus
 * there too so that keyboard and screen-reader users continue from the target.
 */
export function useScrollToHash(ids: readonly string[]) {
  const { hash } = useLocation();
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const id = decodeURIComponent(hash.slice(1));
    if (!id || !ids.includes(id)) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: first ? 'auto' : scrollBehavior(), block: 'start' });
    if (first) {
      const settledAt = window.scrollY;
      document.fonts?.ready.then(() => {
        if (window.scrollY === settledAt) target.scrollIntoView({ block: 'start' });
      });
    } else {
      target.focus({ preventScroll: true });
    }
  }, [hash, ids]);
}
