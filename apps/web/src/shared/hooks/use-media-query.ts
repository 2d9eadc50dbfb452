import { useSyncExternalStore } from 'react';

export const MOBILE_QUERY = '(max-width: 767px)';
export const LARGE_QUERY = '(min-width: 1536px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Mobile layout at 767px and below (docs/api.md#layout-constants). */
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
