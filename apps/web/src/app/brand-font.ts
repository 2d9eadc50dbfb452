import type { QueryClient } from '@tanstack/react-query';
import { MOBILE_QUERY } from '../shared/hooks/use-media-query';

const CHECK_EVERY_MS = 50;
/** The font loads by then whatever the page is still doing. */
const AT_THE_LATEST_MS = 4_000;

/** Lazy images load as they scroll into view: only the others are waited for. */
const imagesLoaded = () =>
  Array.from(document.images).every((image) => image.complete || image.loading === 'lazy');

/** How long the subsets of the first page may take before they count as in anyway. */
const SUBSETS_WAIT_MS = 5_000;

let subsetsIn = false;

/**
 * Loads Pretendard once the first page's content is on screen: the route's code loaded, its data
 * fetched and its images in. A Korean page needs a dozen of its subsets (some 300 KB), which
 * would otherwise share a slow connection with the page's code, data and largest image; until
 * they arrive, the metric-matched fallback faces (global.css) hold their place. The page does not
 * name the font until the subsets of the characters on screen are all in, and then switches it on
 * in one step (the `brand-font` class): right away on a wide screen, and on a phone with the next
 * page, so that a slow phone never lays out again the page the shopper has started to read.
 */
export function loadBrandFontAfterContent(queries: QueryClient): () => void {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const settled =
      document.readyState === 'complete' &&
      document.querySelector('[data-route-loading]') === null &&
      queries.isFetching() === 0 &&
      imagesLoaded();
    if (settled || performance.now() - started > AT_THE_LATEST_MS) {
      timer = undefined;
      void loadSubsets();
    } else {
      timer = setTimeout(check, CHECK_EVERY_MS);
    }
  };
  timer = setTimeout(check, CHECK_EVERY_MS);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Switches Pretendard on if its subsets are in (a new page is about to be laid out anyway). */
export function switchBrandFontOn() {
  if (subsetsIn) document.documentElement.classList.add('brand-font');
}

async function loadSubsets() {
  try {
    await import('./brand-font.css');
    const shown = document.getElementById('root')?.textContent ?? '';
    await Promise.race([
      document.fonts.load('1em "Pretendard Variable"', shown),
      new Promise((resolve) => setTimeout(resolve, SUBSETS_WAIT_MS)),
    ]);
  } finally {
    subsetsIn = true;
    if (!window.matchMedia(MOBILE_QUERY).matches) switchBrandFontOn();
  }
}
