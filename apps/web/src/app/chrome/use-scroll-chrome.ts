import { useEffect, useState } from 'react';

/** The top bar hides after 25px of scrolling down and comes back on scrolling up. */
const HIDE_AFTER = 25;
/** Over the home video the header is see-through until the page moves this far. */
const SOLID_AFTER = 40;

/** Where the page is scrolled, as the headers need it: hidden (mobile), still over the top. */
export function useScrollChrome() {
  const [state, setState] = useState({ hidden: false, atTop: true });
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setState({ hidden: y > HIDE_AFTER && y > last, atTop: y < SOLID_AFTER });
      last = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}
