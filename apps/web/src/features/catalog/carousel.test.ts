import { describe, expect, it } from 'vitest';
import {
  indexAfterSwipe,
  nextIndex,
  previousIndex,
  SWIPE_THRESHOLD,
  swipeDirection,
} from './carousel';

describe('carousel index', () => {
  it('wraps around both ways', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });
});

describe('swipe rule (docs/api.md#layout-constants: over 50px changes the slide)', () => {
  it('keeps the slide for moves of 50px or less', () => {
    expect(SWIPE_THRESHOLD).toBe(50);
    expect(swipeDirection(-49)).toBe(0);
    expect(swipeDirection(49)).toBe(0);
    expect(swipeDirection(-50)).toBe(0);
    expect(indexAfterSwipe(1, 3, -49)).toBe(1);
    expect(indexAfterSwipe(1, 3, 49)).toBe(1);
  });

  it('changes the slide for moves of 51px: left goes forward, right goes back', () => {
    expect(indexAfterSwipe(1, 3, -51)).toBe(2);
    expect(indexAfterSwipe(1, 3, 51)).toBe(0);
  });

  it('wraps around at both ends', () => {
    expect(indexAfterSwipe(2, 3, -51)).toBe(0);
    expect(indexAfterSwipe(0, 3, 51)).toBe(2);
  });

  it('ignores mostly vertical moves (the page scrolls)', () => {
    expect(indexAfterSwipe(0, 3, -60, 120)).toBe(0);
    expect(indexAfterSwipe(0, 3, -60, 20)).toBe(1);
  });
});
