import { describe, expect, it } from 'vitest';
import { pageWindow } from './qna';

describe('pageWindow', () => {
  it('shows 5 page numbers at a time with jumps to the neighbouring windows', () => {
    expect(pageWindow(1, 12)).toEqual({ pages: [1, 2, 3, 4, 5], previous: null, next: 6 });
    expect(pageWindow(5, 12)).toEqual({ pages: [1, 2, 3, 4, 5], previous: null, next: 6 });
    expect(pageWindow(6, 12)).toEqual({ pages: [6, 7, 8, 9, 10], previous: 5, next: 11 });
    expect(pageWindow(12, 12)).toEqual({ pages: [11, 12], previous: 10, next: null });
  });
  it('copes with few or no pages', () => {
    expect(pageWindow(1, 3)).toEqual({ pages: [1, 2, 3], previous: null, next: null });
    expect(pageWindow(1, 0)).toEqual({ pages: [1], previous: null, next: null });
  });
});
