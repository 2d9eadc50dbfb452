import type { QueryClient } from '@tanstack/react-query';

const CHECK_EVERY_MS = 50;
/** The font loads by then whatever the page is still doing. */
const AT_THE_LATEST_MS = 4_000;

/** Lazy images load as they scroll into view: only the others are waited for. */
const imagesLoaded = () =>
  Array.from(document.images).every((image) => image.complete || image.loading === 'lazy');

/**
 * Loads Pretendard once the first page's content is on screen: the route's code loaded, its data
 * fetched and its images in. A Korean page needs a dozen of its subsets (some 300 KB), which
 * would otherwise share a slow connection with the page's code, data and largest image; until
 * they arrive, the metric-matched fallback face (global.css) holds their place. Later pages find
 * the font loaded.
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
      void import('./brand-font.css');
    } else {
      timer = setTimeout(check, CHECK_EVERY_MS);
    }
  };
  timer = setTimeout(check, CHECK_EVERY_MS);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
  };
}
