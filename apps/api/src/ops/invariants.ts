import type { Executor } from '../db/client';
import { stockMismatches } from '../modules/catalog/ledger';
import { statusMismatches } from '../modules/orders/history-service';
import { moneyMismatches, moneyTotals } from '../modules/payments/books-service';
import { pointMismatches } from '../modules/points/service';

export interface InvariantResult {
  name: string;
  /** What holds when the check passes. */
  rule: string;
  /** The rows that break the rule; empty when it holds. */
  differences: Record<string, unknown>[];
}

/**
 * The shop's ledgers checked against the rows they account for, with the modules' own queries:
 * money in total and per order, stock per option, each order's status against its history, and
 * the points ledger's own rules.
 */
export async function checkInvariants(db: Executor): Promise<InvariantResult[]> {
  const totals = await moneyTotals(db);
  return [
    {
      name: 'money (total)',
      rule: 'payment_ledger charges − refunds = paid orders − their refunds',
      differences: totals.ledger === totals.orders ? [] : [totals],
    },
    {
      name: 'money (per order)',
      rule: 'per order number: ledger charges − refunds = order paid − refunded',
      differences: await moneyMismatches(db),
    },
    {
      name: 'stock',
      rule: 'every option: stock = initial + Σ stock_movements',
      differences: await stockMismatches(db),
    },
    {
      name: 'order status',
      rule: "every order's status = its latest order_event's",
      differences: await statusMismatches(db),
    },
    {
      name: 'points',
      rule: 'no usable 적립금 balance below zero at any moment; no order gets back more than it spent',
      differences: await pointMismatches(db),
    },
  ];
}

/** The results as lines of text: one per check, and each difference under its check. */
export function formatInvariants(results: InvariantResult[]): string {
  return results
    .flatMap((r) => [
      `${r.differences.length === 0 ? 'ok  ' : 'FAIL'}  ${r.name}: ${r.rule}`,
      ...r.differences.map((d) => `        ${JSON.stringify(d)}`),
    ])
    .join('\n');
}
