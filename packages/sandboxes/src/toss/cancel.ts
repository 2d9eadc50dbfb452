import { randomToken } from '../lib/crypto';
import { type ApiAnswer, errorAnswer, okAnswer } from './answer';
import type { Locale } from './messages';
import { toTossPayment } from './payment-object';
import { asObject, isText, parseAmount } from './request-body';
import type { SandboxState } from './state';

/** `POST /v1/payments/{paymentKey}/cancel`: all of the balance, or `cancelAmount` of it. */
export function cancelPayment(
  state: SandboxState,
  paymentKey: string,
  body: unknown,
  locale: Locale,
): ApiAnswer {
  const payment = state.get(paymentKey);
  if (!payment) return errorAnswer('NOT_FOUND_PAYMENT', locale);

  const fields = asObject(body) ?? {};
  const { cancelReason } = fields;
  if (!isText(cancelReason, 200)) {
    return errorAnswer('INVALID_REQUEST', locale, {
      ko: '취소 사유(cancelReason)는 1~200자로 필수입니다.',
      en: 'cancelReason is required (1 to 200 characters).',
    });
  }
  const requested = fields.cancelAmount ?? undefined;
  const cancelAmount = requested === undefined ? payment.balanceAmount : parseAmount(requested);
  if (cancelAmount === undefined || (requested !== undefined && cancelAmount < 1)) {
    return errorAnswer('INVALID_REQUEST', locale, {
      ko: '취소 금액(cancelAmount)은 1 이상의 정수여야 합니다.',
      en: 'cancelAmount must be a whole number of at least 1.',
    });
  }
  if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED') {
    return errorAnswer('NOT_CANCELABLE_PAYMENT', locale);
  }
  if (cancelAmount > payment.balanceAmount) return errorAnswer('NOT_CANCELABLE_AMOUNT', locale);

  const transactionKey = `txrd_${randomToken(12)}`;
  payment.balanceAmount -= cancelAmount;
  payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
  payment.lastTransactionKey = transactionKey;
  payment.cancels.push({
    cancelAmount,
    cancelReason,
    refundableAmount: payment.balanceAmount,
    canceledAt: state.now(),
    transactionKey,
  });
  state.changed(payment);
  return okAnswer(toTossPayment(payment, locale));
}
