import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { assertMove, checkExchangeOption, checkUnits, deadlineOf } from './rules';

const line = (id: number, quantity: number, refundedQuantity = 0) => ({
  id,
  itemId: 7,
  optionId: 70 + id,
  itemName: '울 코트',
  optionLabel: `옵션${id}`,
  unitPrice: 30_000,
  quantity,
  refundedQuantity,
});

const statusOf = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : 'other';
  }
};

describe('claim rules', () => {
  it('counts the units left after refunds, other claims and this request itself', () => {
    const lines = [line(1, 3, 1), line(2, 1)];
    const held = new Map([[1, 1]]);
    expect(statusOf(() => checkUnits([{ line_id: 1, quantity: 1 }], lines, held))).toBe('ok');
    expect(statusOf(() => checkUnits([{ line_id: 1, quantity: 2 }], lines, held))).toBe(409);
    expect(
      statusOf(() =>
        checkUnits(
          [
            { line_id: 1, quantity: 1 },
            { line_id: 1, quantity: 1 },
          ],
          lines,
          held,
        ),
      ),
    ).toBe(409);
    expect(statusOf(() => checkUnits([{ line_id: 9, quantity: 1 }], lines, held))).toBe(422);
  });

  it('exchanges only for another option of the same product', () => {
    const l = line(1, 1);
    expect(statusOf(() => checkExchangeOption(l, { optionId: 99, itemId: 7 }, 0))).toBe('ok');
    expect(statusOf(() => checkExchangeOption(l, { optionId: 71, itemId: 7 }, 0))).toBe(422);
    expect(statusOf(() => checkExchangeOption(l, { optionId: 99, itemId: 8 }, 0))).toBe(422);
    expect(statusOf(() => checkExchangeOption(l, undefined, 0))).toBe(422);
  });

  it('takes claims from delivery until seven days after, and not once confirmed', () => {
    const deliveredAt = new Date('2026-11-01T00:00:00Z');
    const at = (iso: string) => new Date(iso);
    expect(deadlineOf({ status: 'DELIVERED', deliveredAt }, at('2026-11-08T00:00:00Z'))).toEqual(
      at('2026-11-08T00:00:00Z'),
    );
    expect(deadlineOf({ status: 'DELIVERED', deliveredAt }, at('2026-11-08T00:00:01Z'))).toBeNull();
    expect(
      deadlineOf({ status: 'PURCHASE_CONFIRMED', deliveredAt }, at('2026-11-02T00:00:00Z')),
    ).toBeNull();
    expect(
      deadlineOf({ status: 'SHIPPED', deliveredAt: null }, at('2026-11-02T00:00:00Z')),
    ).toBeNull();
  });

  it('refuses a move the table does not give the asker', () => {
    expect(statusOf(() => assertMove('REQUESTED', 'APPROVED', 'admin'))).toBe('ok');
    expect(statusOf(() => assertMove('REQUESTED', 'APPROVED', 'shopper'))).toBe(409);
    expect(statusOf(() => assertMove('APPROVED', 'WITHDRAWN', 'shopper'))).toBe(409);
    expect(statusOf(() => assertMove('COMPLETED', 'REJECTED', 'admin'))).toBe(409);
  });
});
