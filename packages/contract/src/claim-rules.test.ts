import { describe, expect, it } from 'vitest';
import { CLAIM_TRANSITIONS, claimDeadline, claimFee } from './claim-rules';

describe('claim fee', () => {
  it('is nothing on a defect or a wrong item, whatever the order', () => {
    for (const reason of ['DEFECT', 'WRONG_ITEM'] as const) {
      for (const kind of ['RETURN', 'EXCHANGE'] as const) {
        expect(claimFee({ kind, reason, shippingFeePaid: 0, keptItemsTotal: 0 })).toBe(0);
      }
    }
  });

  it('is the return leg, plus the first shipping when a free-shipping order drops under the threshold', () => {
    const mind = { kind: 'RETURN', reason: 'CHANGE_OF_MIND' } as const;
    expect(claimFee({ ...mind, shippingFeePaid: 0, keptItemsTotal: 50_000 })).toBe(3_000);
    expect(claimFee({ ...mind, shippingFeePaid: 0, keptItemsTotal: 49_999 })).toBe(6_000);
    expect(claimFee({ ...mind, shippingFeePaid: 0, keptItemsTotal: 0 })).toBe(6_000);
    // The shopper paid the first shipping already.
    expect(claimFee({ ...mind, shippingFeePaid: 3_000, keptItemsTotal: 0 })).toBe(3_000);
  });

  it('is both legs for an exchange the shopper chose', () => {
    expect(
      claimFee({
        kind: 'EXCHANGE',
        reason: 'SIZE_COLOR',
        shippingFeePaid: 0,
        keptItemsTotal: 90_000,
      }),
    ).toBe(6_000);
  });
});

describe('claim rules', () => {
  it('ends the window seven days after delivery', () => {
    expect(claimDeadline(new Date('2026-11-01T00:00:00Z')).toISOString()).toBe(
      '2026-11-08T00:00:00.000Z',
    );
  });

  it('lets the shopper only withdraw, and only before approval', () => {
    const byShopper = Object.entries(CLAIM_TRANSITIONS).flatMap(([from, moves]) =>
      Object.entries(moves)
        .filter(([, by]) => by === 'shopper')
        .map(([to]) => `${from}→${to}`),
    );
    expect(byShopper).toEqual(['REQUESTED→WITHDRAWN']);
  });
});
