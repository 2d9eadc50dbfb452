import type { TossPayment } from '@shop/contract/toss-payment';
import type { Executor } from '../../db/client';
import {
  type TossCancelInput,
  type TossClient,
  type TossConfirmInput,
  TossError,
} from '../../integrations/toss/client';
import * as repo from './repo';

/** Statuses of a payment whose charge went through, whatever was given back since. */
const CHARGED = ['DONE', 'CANCELED', 'PARTIAL_CANCELED'];

interface CallRecord {
  kind: 'confirm' | 'cancel' | 'lookup' | 'compare';
  orderNumber?: string | undefined;
  paymentKey: string;
  amount?: number | undefined;
  idempotencyKey?: string | undefined;
}

/** The money an answer shows the provider moved: its charge and each of its cancels. */
function ledgerEntries(payment: TossPayment) {
  // A virtual account closed before any deposit shows a cancel of money that never came.
  if (!CHARGED.includes(payment.status) || payment.approvedAt === null) return [];
  const base = { orderNumber: payment.orderId, paymentKey: payment.paymentKey };
  return [
    {
      ...base,
      kind: 'charge' as const,
      amount: payment.totalAmount,
      transactionKey: `charge:${payment.paymentKey}`,
      occurredAt: new Date(payment.approvedAt ?? payment.requestedAt),
    },
    ...(payment.cancels ?? [])
      .filter((c) => c.cancelAmount > 0)
      .map((c) => ({
        ...base,
        kind: 'refund' as const,
        amount: c.cancelAmount,
        transactionKey: `cancel:${c.transactionKey}`,
        occurredAt: new Date(c.canceledAt),
      })),
  ];
}

/** Won a payment's answer shows charged and given back. */
export function providerMoney(payment: TossPayment) {
  const entries = ledgerEntries(payment);
  const sum = (kind: 'charge' | 'refund') =>
    entries.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0);
  return { charged: sum('charge'), refunded: sum('refund') };
}

/**
 * The payment provider as the payments module calls it: every call is written to
 * `payment_calls` with its answer or error code, and every charge or cancel an answer shows is
 * written once to `payment_ledger`, on the executor the caller is working in (its transaction,
 * when it holds one: a lost answer is filled in by the next look-up that shows it).
 */
export function createLedgeredProvider(
  toss: TossClient,
  observe: (operation: CallRecord['kind'], outcome: string) => void = () => {},
) {
  async function call(
    executor: Executor,
    record: CallRecord,
    run: () => Promise<TossPayment>,
  ): Promise<TossPayment> {
    const row = {
      kind: record.kind,
      paymentKey: record.paymentKey,
      amount: record.amount ?? 0,
      idempotencyKey: record.idempotencyKey ?? null,
    };
    try {
      const payment = await run();
      observe(record.kind, payment.status);
      await repo.insertCall(executor, {
        ...row,
        orderNumber: payment.orderId,
        paymentKey: payment.paymentKey,
        providerStatus: payment.status,
      });
      // The daily comparison reads the provider against the ledger as it stands: it records nothing.
      if (record.kind !== 'compare') {
        await repo.insertLedgerEntries(executor, ledgerEntries(payment));
      }
      return payment;
    } catch (error) {
      const errorCode = error instanceof TossError ? error.code : 'NO_ANSWER';
      observe(record.kind, errorCode);
      await repo.insertCall(executor, {
        ...row,
        orderNumber: record.orderNumber ?? '',
        errorCode,
      });
      throw error;
    }
  }

  return {
    /** Moves no money: not written to the ledger. */
    issueCashReceipt: toss.issueCashReceipt.bind(toss),
    confirm: (executor: Executor, input: TossConfirmInput, idempotencyKey: string) =>
      call(
        executor,
        {
          kind: 'confirm',
          orderNumber: input.orderId,
          paymentKey: input.paymentKey,
          amount: input.amount,
          idempotencyKey,
        },
        () => toss.confirm(input, idempotencyKey),
      ),
    getPayment: (executor: Executor, paymentKey: string, orderNumber?: string) =>
      call(executor, { kind: 'lookup', paymentKey, orderNumber }, () =>
        toss.getPayment(paymentKey),
      ),
    getPaymentByOrderId: (executor: Executor, orderNumber: string) =>
      call(executor, { kind: 'lookup', paymentKey: '', orderNumber }, () =>
        toss.getPaymentByOrderId(orderNumber),
      ),
    /** A look-up for the daily comparison: logged as a call, never written to the ledger. */
    compareByOrderId: (executor: Executor, orderNumber: string) =>
      call(executor, { kind: 'compare', paymentKey: '', orderNumber }, () =>
        toss.getPaymentByOrderId(orderNumber),
      ),
    compareByKey: (executor: Executor, paymentKey: string, orderNumber: string) =>
      call(executor, { kind: 'compare', paymentKey, orderNumber }, () =>
        toss.getPayment(paymentKey),
      ),
    cancel: (
      executor: Executor,
      paymentKey: string,
      input: TossCancelInput,
      idempotencyKey: string,
      orderNumber?: string,
    ) =>
      call(
        executor,
        { kind: 'cancel', paymentKey, orderNumber, amount: input.cancelAmount, idempotencyKey },
        () => toss.cancel(paymentKey, input, idempotencyKey),
      ),
  };
}
export type LedgeredProvider = ReturnType<typeof createLedgeredProvider>;
