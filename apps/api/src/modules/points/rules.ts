import { addYears, POINT_RULES } from '@shop/contract/point-rules';

/** One line of the ledger as the rules see it. */
export interface LedgerLine {
  amount: number;
  usableAt: Date;
}

/** The whole balance: every line, usable or not. */
export const balanceOf = (lines: readonly LedgerLine[]) =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/** The balance usable at `at`: the lines usable by then. */
export const usableAt = (lines: readonly LedgerLine[], at: Date) =>
  balanceOf(lines.filter((line) => line.usableAt <= at));

/** What becomes usable after `now`, per moment, soonest first (moments whose lines net to 0 left out). */
export function pendingAfter(lines: readonly LedgerLine[], now: Date): LedgerLine[] {
  const byMoment = new Map<number, number>();
  for (const line of lines) {
    if (line.usableAt <= now) continue;
    const at = line.usableAt.getTime();
    byMoment.set(at, (byMoment.get(at) ?? 0) + line.amount);
  }
  return [...byMoment]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([at, amount]) => ({ amount, usableAt: new Date(at) }));
}

/** When the whole balance expires: some years after the last accrual, if there ever was one. */
export const expiryOf = (lastAccrual: Date | null) =>
  lastAccrual === null ? null : addYears(lastAccrual, POINT_RULES.expireAfterYears);

/** Whether the balance has expired at `now` (its last accrual is too long ago). */
export function hasExpired(lastAccrual: Date | null, now: Date): boolean {
  const expiry = expiryOf(lastAccrual);
  return expiry !== null && expiry <= now;
}

/**
 * The lines that take the whole balance away at `now` (an expiry, a forfeit on withdrawal): the
 * usable part at once, and each part not yet usable at the moment it would have become usable,
 * so that the usable balance is zero at every moment afterwards and never below.
 */
export function takeAll(lines: readonly LedgerLine[], now: Date): LedgerLine[] {
  const usable = usableAt(lines, now);
  const taken: LedgerLine[] = usable !== 0 ? [{ amount: -usable, usableAt: now }] : [];
  for (const pending of pendingAfter(lines, now)) {
    taken.push({ amount: -pending.amount, usableAt: pending.usableAt });
  }
  return taken;
}
