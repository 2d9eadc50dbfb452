import { randomToken } from '../lib/crypto';
import { type ApiAnswer, errorAnswer, okAnswer } from './answer';
import type { Locale } from './messages';
import { toTossPayment } from './payment-object';
import { parseRefundAccount } from './refund-account';
import { asObject, isText, parseAmount } from './request-body';
import type { SandboxState } from './state';

/**
 * `POST /v1/payments/{paymentKey}/cancel`: all of the balance, or `cancelAmount` of it. A
 * deposited virtual-account payment needs `refundReceiveAccount`; one still waiting for its
 * deposit is cancelled whole, without one.
 */
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
  if (payment.status === 'WAITING_FOR_DEPOSIT') {
    // Nothing was paid yet: the account is closed, only whole.
    if (cancelAmount !== payment.balanceAmount) {
      return errorAnswer('NOT_ALLOWED_PARTIAL_REFUND_WAITING_DEPOSIT', locale);
    }
  } else if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED') {
    return errorAnswer('NOT_CANCELABLE_PAYMENT', locale);
  }
  if (cancelAmount > payment.balanceAmount) return errorAnswer('NOT_CANCELABLE_AMOUNT', locale);
  if (payment.virtualAccount && payment.status !== 'WAITING_FOR_DEPOSIT') {
    // Deposited money goes back by bank transfer, to an account the canceller names.
    const account = parseRefundAccount(fields.refundReceiveAccount);
    if (!account.ok) return errorAnswer(account.code, locale, account.detail);
    payment.virtualAccount.refundReceiveAccount = account.value;
  }

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
