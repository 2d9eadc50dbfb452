import { POINT_RULES, pointMessages } from '@shop/contract/point-rules';

/** The 적립금 typed on the order sheet: the amount to spend, or why it cannot be spent. */
export type PointsCheck = { ok: true; amount: number } | { ok: false; reason: string };

/** The server's rule: points are spent only from a usable balance of at least the minimum. */
export const canSpendPoints = (usable: number) => usable >= POINT_RULES.minSpend;

/** Whole won as typed, thousands separators allowed; undefined for anything else. */
function readWon(text: string): number | undefined {
  const typed = text.replace(/[,\s]/g, '');
  return /^\d+$/.test(typed) ? Number(typed) : undefined;
}

/**
 * The server's checks on `use_points` (`due` is what is left to pay after the coupon), in its
 * words, so the sheet never sends an amount it would refuse. An empty box spends nothing.
 */
export function checkPoints(text: string, usable: number, due: number): PointsCheck {
  if (text.trim() === '') return { ok: true, amount: 0 };
  const amount = readWon(text);
  if (amount === undefined) return { ok: false, reason: pointMessages.usePointsInvalid };
  if (amount === 0) return { ok: true, amount };
  if (!canSpendPoints(usable)) {
    return { ok: false, reason: pointMessages.belowMinimum(POINT_RULES.minSpend) };
  }
  if (amount > usable) return { ok: false, reason: pointMessages.overUsable(usable) };
  if (amount > due) return { ok: false, reason: pointMessages.overTotal };
  return { ok: true, amount };
}

/** 전액 사용: as much as the usable balance and what is left to pay allow. */
export const allPoints = (usable: number, due: number) =>
  canSpendPoints(usable) ? Math.max(0, Math.min(usable, due)) : 0;

/**
 * What was typed, brought down to what is left to pay when that fell below it (another coupon, a
 * postcode without the island surcharge); anything else is left for the shopper to correct.
 */
export function clampPoints(text: string, due: number): string {
  const amount = readWon(text);
  return amount !== undefined && amount > due ? String(Math.max(0, due)) : text;
}
