import { describe, expect, it } from 'vitest';
import { balanceOf, expiryOf, hasExpired, pendingAfter, takeAll, usableAt } from './rules';

const at = (iso: string) => new Date(iso);
const lines = [
  { amount: 1_000, usableAt: at('2026-01-01T00:00:00Z') },
  { amount: -300, usableAt: at('2026-01-10T00:00:00Z') },
  { amount: 500, usableAt: at('2026-02-01T00:00:00Z') },
  { amount: 200, usableAt: at('2026-03-01T00:00:00Z') },
];

describe('the points ledger rules', () => {
  it('sums the whole balance and the part usable at a moment', () => {
    expect(balanceOf(lines)).toBe(1_400);
    expect(usableAt(lines, at('2025-12-31T00:00:00Z'))).toBe(0);
    expect(usableAt(lines, at('2026-01-15T00:00:00Z'))).toBe(700);
    expect(usableAt(lines, at('2026-02-01T00:00:00Z'))).toBe(1_200);
  });

  it('lists what becomes usable later, per moment, soonest first', () => {
    expect(pendingAfter(lines, at('2026-01-15T00:00:00Z'))).toEqual([
      { amount: 500, usableAt: at('2026-02-01T00:00:00Z') },
      { amount: 200, usableAt: at('2026-03-01T00:00:00Z') },
    ]);
    const revoked = [...lines, { amount: -500, usableAt: at('2026-02-01T00:00:00Z') }];
    expect(pendingAfter(revoked, at('2026-01-15T00:00:00Z'))).toEqual([
      { amount: 200, usableAt: at('2026-03-01T00:00:00Z') },
    ]);
  });

  it('expires the balance three years after the last accrual', () => {
    const last = at('2026-02-28T09:00:00Z');
    expect(expiryOf(last)).toEqual(at('2029-02-28T09:00:00Z'));
    expect(expiryOf(null)).toBeNull();
    expect(hasExpired(last, at('2029-02-28T08:59:59Z'))).toBe(false);
    expect(hasExpired(last, at('2029-02-28T09:00:00Z'))).toBe(true);
    expect(hasExpired(null, at('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('takes everything away without the usable balance ever dipping below zero', () => {
    const now = at('2026-01-15T00:00:00Z');
    const taken = takeAll(lines, now);
    expect(taken).toEqual([
      { amount: -700, usableAt: now },
      { amount: -500, usableAt: at('2026-02-01T00:00:00Z') },
      { amount: -200, usableAt: at('2026-03-01T00:00:00Z') },
    ]);
    const after = [...lines, ...taken];
    expect(balanceOf(after)).toBe(0);
    for (const moment of ['2026-01-15', '2026-01-20', '2026-02-01', '2026-02-15', '2026-03-02']) {
      expect(usableAt(after, at(`${moment}T00:00:00Z`))).toBe(0);
    }
    expect(takeAll([], now)).toEqual([]);
  });
});
