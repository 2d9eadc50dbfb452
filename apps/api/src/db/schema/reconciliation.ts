import type { PaymentDifferenceKind, ReconcileDecision } from '@shop/contract/admin-payments';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * One row per payment a reconciliation run looked up at the provider: what the provider said
 * and what the run decided, so that every settled or untouched payment can be explained later.
 */
export const paymentReconciliations = pgTable(
  'payment_reconciliations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    orderNumber: text('order_number').notNull(),
    paymentKey: text('payment_key').notNull(),
    /** The provider's status, null when it did not answer. */
    providerStatus: text('provider_status'),
    decision: text('decision').$type<ReconcileDecision>().notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_reconciliations_run_idx').on(t.runAt, t.id),
    index('payment_reconciliations_decision_idx').on(t.decision, t.id),
  ],
);

/** A Seoul day's payments compared with the provider: how many agreed, how many did not. */
export const paymentComparisons = pgTable('payment_comparisons', {
  day: date('day', { mode: 'string' }).primaryKey(),
  comparedAt: timestamp('compared_at', { withTimezone: true }).notNull(),
  matched: integer('matched').notNull(),
  mismatched: integer('mismatched').notNull(),
});

/** A payment whose record at the provider differs from the shop's ledger, on a compared day. */
export const paymentDifferences = pgTable(
  'payment_differences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => paymentComparisons.day, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    paymentKey: text('payment_key').notNull(),
    kind: text('kind').$type<PaymentDifferenceKind>().notNull(),
    providerStatus: text('provider_status'),
    providerCharged: integer('provider_charged').notNull(),
    providerRefunded: integer('provider_refunded').notNull(),
    ledgerCharged: integer('ledger_charged').notNull(),
    ledgerRefunded: integer('ledger_refunded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_differences_day_idx').on(t.day, t.id)],
);
