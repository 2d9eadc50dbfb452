import { randomInt } from 'node:crypto';
import type { TossDepositCallback } from '@shop/contract/toss-payment';
import { randomToken } from '../lib/crypto';
import { eventTime, type SandboxPayment, type SandboxVirtualAccount } from './payment-object';
import type { SandboxState } from './state';

/** The bank the sandbox issues accounts at: 신한은행. */
const ISSUING_BANK = '88';

/** At confirm: the account the shopper is to pay into, and the secret its callbacks carry. */
export function issueVirtualAccount(state: SandboxState, payment: SandboxPayment): void {
  const digits = Array.from({ length: 11 }, () => randomInt(10)).join('');
  payment.status = 'WAITING_FOR_DEPOSIT';
  payment.secret = `ps_${randomToken(20)}`;
  payment.virtualAccount = {
    accountNumber: `X${digits}`,
    bankCode: ISSUING_BANK,
    dueDate: new Date(state.now().getTime() + state.depositTtlMs),
    refundReceiveAccount: null,
  };
}

type Outcome<T> = ({ ok: true } & T) | { ok: false; reason: string };

type Waiting = {
  payment: SandboxPayment & { virtualAccount: SandboxVirtualAccount; secret: string };
};

function waitingPayment(state: SandboxState, paymentKey: string): Outcome<Waiting> {
  const payment = state.get(paymentKey);
  if (!payment?.virtualAccount || !payment.secret) {
    return { ok: false, reason: '가상계좌 결제가 아닙니다.' };
  }
  if (payment.status !== 'WAITING_FOR_DEPOSIT') {
    return { ok: false, reason: `입금 대기 중이 아닙니다. (지금 ${payment.status})` };
  }
  return { ok: true, payment: payment as Waiting['payment'] };
}

/** The shopper pays the exact amount into the issued account before its due date. */
export function depositPayment(
  state: SandboxState,
  paymentKey: string,
): Outcome<{ payment: SandboxPayment; callback: TossDepositCallback }> {
  const waiting = waitingPayment(state, paymentKey);
  if (!waiting.ok) return waiting;
  const { payment } = waiting;
  const transactionKey = `txrd_${randomToken(12)}`;
  payment.status = 'DONE';
  payment.approvedAt = state.now();
  payment.lastTransactionKey = transactionKey;
  state.changed(payment);
  const callback: TossDepositCallback = {
    createdAt: eventTime(state.now()),
    secret: payment.secret,
    status: 'DONE',
    transactionKey,
    orderId: payment.orderId,
  };
  return { ok: true, payment, callback };
}

/** The due date passes without a deposit: Toss closes the account and the payment expires. */
export function expireVirtualAccount(
  state: SandboxState,
  paymentKey: string,
): Outcome<{ payment: SandboxPayment }> {
  const waiting = waitingPayment(state, paymentKey);
  if (!waiting.ok) return waiting;
  const { payment } = waiting;
  payment.virtualAccount.dueDate = state.now();
  payment.status = 'EXPIRED';
  state.changed(payment);
  return { ok: true, payment };
}
