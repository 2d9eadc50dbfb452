import { useEffect, useState } from 'react';

/** The mobile top bar's own rule (docs/api.md#layout-constants): hidden after 25px of scrolling down. */
const HIDE_AFTER = 25;

/**
 * Whether the mobile top bar is out of view, so that a sticky bar below it can move up to
 * the top edge instead of leaving a gap. Always false on desktop, whose header stays.
 */
export function useMobileHeaderHidden(isMobile: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!isMobile) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > HIDE_AFTER && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [isMobile]);
  return hidden;
}

/** 'smooth' unless the visitor asked for less motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
