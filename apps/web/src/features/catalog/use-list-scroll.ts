import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigationType } from '../../shared/routing';

const KEY = 'ondo.list-scroll';
/** Places kept: the latest entries of the session's history. */
const KEEP = 30;

function saved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Whether this is a step back (or forward) to a list entry whose place was kept: the list then
 * shows all its cards at once, so the page has its height when the place is restored.
 */
export function useReturningToPlace(): boolean {
  const { key } = useLocation();
  const navigation = useNavigationType();
  return useMemo(() => navigation === 'POP' && saved()[key] !== undefined, [navigation, key]);
}

/**
 * Back to the list (a history step) returns to where the shopper was, once its cards are on
 * screen again: the browser's own restoring runs before a list read from the cache has its
 * height. Each history entry keeps its own place (by the entry's key).
 */
export function useListScroll(ready: boolean) {
  const { key } = useLocation();
  const navigation = useNavigationType();
  const restored = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const kept = Object.entries(saved()).filter(([k]) => k !== key);
        const all = Object.fromEntries([...kept.slice(-(KEEP - 1)), [key, window.scrollY]]);
        try {
          sessionStorage.setItem(KEY, JSON.stringify(all));
        } catch {
          // Not kept: back opens the list at its top.
        }
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (!ready || navigation !== 'POP' || restored.current === key) return;
    restored.current = key;
    const y = saved()[key];
    if (y !== undefined) window.scrollTo(0, y);
  }, [ready, navigation, key]);
}
