import { useRef } from 'react';

/**
 * Whether something shown on demand (a menu, a dialog) has been open at least once: build its
 * content then, and keep it for the closing animation and the next opening.
 */
export function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current;
}
