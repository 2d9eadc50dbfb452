import { describe, expect, it } from 'vitest';
import { pageCount, seoulDateSchema } from './admin';

describe('back-office basics', () => {
  it('takes real calendar days only', () => {
    expect(seoulDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(seoulDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(seoulDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(seoulDateSchema.safeParse('2026-13-01').success).toBe(false);
    expect(seoulDateSchema.safeParse('2026-1-01').success).toBe(false);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
