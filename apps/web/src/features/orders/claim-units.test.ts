import { describe, expect, it } from 'vitest';
import { daysFromNow, deliveredOrder, testClaim } from './claim-testing';
import { availableUnits, canRequestClaim, keptItemsTotal } from './claim-units';

describe('what a claim may ask for', () => {
  it('is open only while the deadline is ahead', () => {
    expect(canRequestClaim(deliveredOrder())).toBe(true);
    expect(canRequestClaim(deliveredOrder({ claim_deadline: daysFromNow(-1) }))).toBe(false);
    expect(canRequestClaim(deliveredOrder({ claim_deadline: null }))).toBe(false);
    expect(canRequestClaim(deliveredOrder({ claim_deadline: undefined }))).toBe(false);
  });

  it('leaves out refunded units and those open claims and completed exchanges hold', () => {
    const order = deliveredOrder({
      items: deliveredOrder().items.map((line) =>
        line.line_id === 11 ? { ...line, quantity: 5, refunded_quantity: 1 } : line,
      ),
      claims: [
        testClaim({ claim_id: 1, status: 'APPROVED' }),
        testClaim({ claim_id: 2, status: 'WITHDRAWN' }),
        testClaim({ claim_id: 3, status: 'REJECTED' }),
        testClaim({ claim_id: 4, status: 'COMPLETED', kind: 'EXCHANGE' }),
        testClaim({ claim_id: 5, status: 'COMPLETED', kind: 'RETURN' }),
      ],
    });
    expect(availableUnits(order)).toEqual(
      new Map([
        [11, 2],
        [12, 1],
      ]),
    );
  });

  it('counts what is kept: less refunds, open returns and the units returned now', () => {
    const order = deliveredOrder({ claims: [testClaim({ status: 'INSPECTED' })] });
    // 3 × 20,000 + 59,000, less the open return of one shirt.
    expect(keptItemsTotal(order, 'EXCHANGE', new Map([[11, 1]]))).toBe(99_000);
    expect(keptItemsTotal(order, 'RETURN', new Map([[11, 1]]))).toBe(79_000);
    expect(keptItemsTotal(order, 'RETURN', new Map([[12, 1]]))).toBe(40_000);
  });
});
