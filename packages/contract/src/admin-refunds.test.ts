import { describe, expect, it } from 'vitest';
import { planRefund, type RefundableOrder } from './admin-refunds';

/** Two lines: 2 × 30,000 and 1 × 15,000; free shipping; 7,500 won off. */
const order = (over: Partial<RefundableOrder> = {}): RefundableOrder => ({
  itemsTotal: 75_000,
  discount: 7_500,
  totalPrice: 67_500,
  refunded: 0,
  lines: [
    { lineId: 1, unitPrice: 30_000, quantity: 2, refundedQuantity: 0 },
    { lineId: 2, unitPrice: 15_000, quantity: 1, refundedQuantity: 0 },
  ],
  ...over,
});

describe('planRefund', () => {
  it('refunds everything that is left when no lines are given', () => {
    expect(planRefund(order(), undefined)).toEqual({
      ok: true,
      amount: 67_500,
      points: 0,
      complete: true,
      lines: [
        { lineId: 1, quantity: 2 },
        { lineId: 2, quantity: 1 },
      ],
    });
  });

  it('takes the coupon discount off in proportion to the goods refunded', () => {
    // 15,000 of 75,000 is a fifth: a fifth of the 7,500 discount stays with the shop.
    expect(planRefund(order(), [{ lineId: 2, quantity: 1 }])).toMatchObject({
      ok: true,
      amount: 13_500,
      complete: false,
    });
  });

  it('gives the rest, shipping included, with the last units', () => {
    const withShipping = order({ itemsTotal: 45_000, discount: 0, totalPrice: 48_000 });
    withShipping.lines = [
      { lineId: 1, unitPrice: 30_000, quantity: 1, refundedQuantity: 0 },
      { lineId: 2, unitPrice: 15_000, quantity: 1, refundedQuantity: 0 },
    ];
    const first = planRefund(withShipping, [{ lineId: 2, quantity: 1 }]);
    expect(first).toMatchObject({ ok: true, amount: 15_000, complete: false });
    const rest = planRefund(
      {
        ...withShipping,
        refunded: 15_000,
        lines: [
          { lineId: 1, unitPrice: 30_000, quantity: 1, refundedQuantity: 0 },
          { lineId: 2, unitPrice: 15_000, quantity: 1, refundedQuantity: 1 },
        ],
      },
      [{ lineId: 1, quantity: 1 }],
    );
    expect(rest).toMatchObject({ ok: true, amount: 33_000, complete: true });
  });

  it('never refunds more than was paid, however the units are split', () => {
    // 3 units of 10,000 with 1,000 off: thirds do not divide evenly.
    let state: RefundableOrder = {
      itemsTotal: 30_000,
      discount: 1_000,
      totalPrice: 32_000,
      refunded: 0,
      lines: [{ lineId: 1, unitPrice: 10_000, quantity: 3, refundedQuantity: 0 }],
    };
    const amounts: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const plan = planRefund(state, [{ lineId: 1, quantity: 1 }]);
      if (!plan.ok) throw new Error(plan.reason);
      amounts.push(plan.amount);
      const line = state.lines[0]!;
      state = {
        ...state,
        refunded: state.refunded + plan.amount,
        lines: [{ ...line, refundedQuantity: line.refundedQuantity + 1 }],
      };
    }
    expect(amounts).toEqual([9_667, 9_667, 12_666]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(32_000);
  });

  it('merges repeated lines and refuses more than is left of a line', () => {
    expect(
      planRefund(order(), [
        { lineId: 1, quantity: 1 },
        { lineId: 1, quantity: 2 },
      ]),
    ).toEqual({ ok: false, reason: 'too_many', lineId: 1, left: 2 });
  });

  it('refuses lines of another order', () => {
    expect(planRefund(order(), [{ lineId: 9, quantity: 1 }])).toEqual({
      ok: false,
      reason: 'unknown_line',
      lineId: 9,
    });
  });

  it('has nothing left to give once everything is refunded', () => {
    const done = order({
      refunded: 67_500,
      lines: order().lines.map((l) => ({ ...l, refundedQuantity: l.quantity })),
    });
    expect(planRefund(done, undefined)).toEqual({ ok: false, reason: 'nothing_left' });
  });

  it('refunds nothing of a fully discounted order but the shipping', () => {
    const free = order({ itemsTotal: 20_000, discount: 20_000, totalPrice: 3_000 });
    free.lines = [{ lineId: 1, unitPrice: 10_000, quantity: 2, refundedQuantity: 0 }];
    expect(planRefund(free, [{ lineId: 1, quantity: 1 }])).toMatchObject({ amount: 0 });
    expect(planRefund(free, undefined)).toMatchObject({ amount: 3_000, complete: true });
  });

  it('splits what comes back between money and points as they paid, the last refund taking the rest', () => {
    // 67,500 to pay: 27,500 in points, 40,000 charged.
    const paid = order({ totalPrice: 40_000, pointsUsed: 27_500 });
    const first = planRefund(paid, [{ lineId: 2, quantity: 1 }]);
    // 15,000 of goods less its 1,500 share of the coupon: 13,500, of which 27,500 / 67,500 in points.
    expect(first).toMatchObject({ ok: true, points: 5_500, amount: 8_000, complete: false });
    const afterFirst = order({
      totalPrice: 40_000,
      pointsUsed: 27_500,
      pointsReturned: 5_500,
      refunded: 8_000,
      lines: [
        { lineId: 1, unitPrice: 30_000, quantity: 2, refundedQuantity: 0 },
        { lineId: 2, unitPrice: 15_000, quantity: 1, refundedQuantity: 1 },
      ],
    });
    expect(planRefund(afterFirst, undefined)).toMatchObject({
      ok: true,
      amount: 32_000,
      points: 22_000,
      complete: true,
    });
  });

  it('gives only points back for an order points paid in full', () => {
    const free = order({ totalPrice: 0, pointsUsed: 67_500 });
    expect(planRefund(free, [{ lineId: 2, quantity: 1 }])).toMatchObject({
      amount: 0,
      points: 13_500,
    });
    expect(planRefund(free, undefined)).toMatchObject({
      amount: 0,
      points: 67_500,
      complete: true,
    });
  });
});
