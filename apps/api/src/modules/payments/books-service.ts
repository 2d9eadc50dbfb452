import type { Executor } from '../../db/client';
import * as repo from './repo';

/**
 * The money books in total: what the provider's charges and refunds left with the shop
 * (`ledger`) beside what the paid orders come to net of their refunds (`orders`). Equal when
 * the books hold.
 */
export async function moneyTotals(executor: Executor) {
  return { ledger: await repo.moneyHeld(executor), orders: await repo.paidOrdersNet(executor) };
}

/** The same per order: every order number whose ledger and order disagree; empty when they hold. */
export const moneyMismatches = (executor: Executor) => repo.moneyMismatches(executor);
