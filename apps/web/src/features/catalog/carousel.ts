/** A horizontal swipe longer than this changes the slide; shorter ones snap back (docs/api.md#layout-constants). */
export const SWIPE_THRESHOLD = 50;

/** The slide after `index`, back to the first after the last. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** The slide before `index`, round to the last before the first. */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}

/**
 * What a finished drag means: -1 back (finger moved right), 1 forward (moved left), 0 stay.
 * Only moves over the threshold count, and only when they are more sideways than vertical
 * (a vertical move is the page scrolling).
 */
export function swipeDirection(dx: number, dy = 0): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The slide shown after a drag of `dx`×`dy` pixels from slide `index`. */
export function indexAfterSwipe(index: number, count: number, dx: number, dy = 0): number {
  const direction = swipeDirection(dx, dy);
  if (direction === 1) return nextIndex(index, count);
  if (direction === -1) return previousIndex(index, count);
  return index;
}
