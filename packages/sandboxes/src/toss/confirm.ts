import { randomInt } from 'node:crypto';
import { randomToken } from '../lib/crypto';
import { type ApiAnswer, errorAnswer, okAnswer } from './answer';
import type { Locale } from './messages';
import { toTossPayment } from './payment-object';
import { asObject, isText, parseAmount } from './request-body';
import type { SandboxState } from './state';
import { issueVirtualAccount } from './virtual-account';
import { ORDER_ID } from './window-fields';

type ConfirmBody = { paymentKey: string; orderId: string; amount: number };

/** The body, or the names of the fields that are missing or malformed. */
function parseConfirmBody(body: unknown): ConfirmBody | string[] {
  const fields = asObject(body) ?? {};
  const paymentKey = isText(fields.paymentKey, 200) ? fields.paymentKey : undefined;
  const orderId =
    typeof fields.orderId === 'string' && ORDER_ID.test(fields.orderId)
      ? fields.orderId
      : undefined;
  const amount = parseAmount(fields.amount);
  if (paymentKey !== undefined && orderId !== undefined && amount !== undefined) {
    return { paymentKey, orderId, amount };
  }
  return Object.entries({ paymentKey, orderId, amount })
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
}

/**
 * `POST /v1/payments/confirm`: moves an authenticated payment to DONE (a virtual account to
 * WAITING_FOR_DEPOSIT, with its account issued), or refuses. The checks
 * that catch a shop trusting the redirect (orderId, amount) come before the state checks.
 */
export function confirmPayment(state: SandboxState, body: unknown, locale: Locale): ApiAnswer {
  const input = parseConfirmBody(body);
  if (Array.isArray(input)) {
    const names = input.join(', ');
    return errorAnswer('INVALID_REQUEST', locale, {
      ko: `필수 파라미터가 없거나 형식이 잘못되었습니다: ${names}`,
      en: `Missing or malformed parameters: ${names}`,
    });
  }
  const payment = state.get(input.paymentKey);
  if (!payment || payment.status === 'EXPIRED') {
    return errorAnswer('NOT_FOUND_PAYMENT_SESSION', locale);
  }
  if (input.orderId !== payment.orderId) {
    return errorAnswer('INVALID_REQUEST', locale, {
      ko: '주문번호(orderId)가 결제창에서 인증된 주문번호와 다릅니다.',
      en: 'The orderId differs from the one authenticated in the payment window.',
    });
  }
  if (input.amount !== payment.totalAmount) {
    return errorAnswer('INVALID_REQUEST', locale, {
      ko: `결제 금액이 결제창에서 인증된 금액과 다릅니다. (요청 ${input.amount}, 인증 ${payment.totalAmount})`,
      en: `The amount differs from the one authenticated in the payment window (requested ${input.amount}, authenticated ${payment.totalAmount}).`,
    });
  }
  if (payment.status !== 'IN_PROGRESS') return errorAnswer('ALREADY_PROCESSED_PAYMENT', locale);

  if (payment.outcome === 'reject') {
    payment.status = 'ABORTED';
    payment.failure = 'REJECT_CARD_PAYMENT';
    state.changed(payment);
    return errorAnswer('REJECT_CARD_PAYMENT', locale);
  }
  payment.lastTransactionKey = `txrd_${randomToken(12)}`;
  if (payment.method === 'VIRTUAL_ACCOUNT') {
    issueVirtualAccount(state, payment);
  } else {
    payment.status = 'DONE';
    payment.approvedAt = state.now();
  }
  if ((payment.method ?? 'CARD') === 'CARD') {
    payment.card = {
      number: '43301234****123*',
      approveNo: String(randomInt(100_000_000)).padStart(8, '0'),
    };
  }
  state.changed(payment);
  return okAnswer(toTossPayment(payment, locale));
}
