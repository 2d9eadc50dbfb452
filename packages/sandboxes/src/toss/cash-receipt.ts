import { randomInt } from 'node:crypto';
import type { TossCashReceiptType, TossIssuedCashReceipt } from '@shop/contract/toss-payment';
import { randomToken } from '../lib/crypto';
import { type ApiAnswer, errorAnswer, okAnswer } from './answer';
import type { Locale } from './messages';
import { kstIso } from './payment-object';
import { asObject, isText, parseAmount } from './request-body';
import type { SandboxState } from './state';
import { ORDER_ID } from './window-fields';

const TYPES: readonly TossCashReceiptType[] = ['소득공제', '지출증빙'];

/** Methods paid in cash, for which a receipt can be issued. */
const CASH_METHODS = new Set(['TRANSFER', 'VIRTUAL_ACCOUNT']);

function invalid(locale: Locale, ko: string, en: string): ApiAnswer {
  return errorAnswer('INVALID_REQUEST', locale, { ko, en });
}

/**
 * `POST /v1/cash-receipts` for a transfer or a deposited virtual account paid through the
 * sandbox: at most the payment's balance, one receipt per payment.
 */
export function issueCashReceipt(state: SandboxState, body: unknown, locale: Locale): ApiAnswer {
  const fields = asObject(body) ?? {};
  const amount = parseAmount(fields.amount);
  const { orderId, orderName, customerIdentityNumber, type } = fields;
  const missing = Object.entries({
    amount: amount !== undefined && amount > 0,
    orderId: typeof orderId === 'string' && ORDER_ID.test(orderId),
    orderName: isText(orderName, 100),
    customerIdentityNumber:
      typeof customerIdentityNumber === 'string' && /^\d{10,30}$/.test(customerIdentityNumber),
    type: TYPES.includes(type as TossCashReceiptType),
  })
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  if (missing.length > 0 || amount === undefined) {
    const names = missing.join(', ');
    return invalid(
      locale,
      `필수 파라미터가 없거나 형식이 잘못되었습니다: ${names}`,
      `Missing or malformed parameters: ${names}`,
    );
  }
  const payment = state.getByOrderId(orderId as string);
  if (!payment) return errorAnswer('NOT_FOUND_PAYMENT', locale);
  if (!CASH_METHODS.has(payment.method ?? 'CARD') || payment.status !== 'DONE') {
    return invalid(
      locale,
      '현금영수증은 입금이 끝난 계좌이체·가상계좌 결제에만 발급할 수 있습니다.',
      'A cash receipt is issued only for a paid transfer or virtual-account payment.',
    );
  }
  if (payment.cashReceipt) {
    return invalid(
      locale,
      '이미 현금영수증이 발급된 주문입니다.',
      'A cash receipt was issued already.',
    );
  }
  if (amount > payment.balanceAmount) {
    return invalid(
      locale,
      `현금영수증 금액이 결제 잔액보다 큽니다. (요청 ${amount}, 잔액 ${payment.balanceAmount})`,
      `The amount exceeds the payment's balance (requested ${amount}, balance ${payment.balanceAmount}).`,
    );
  }
  const receipt = {
    receiptKey: `rcpt_${randomToken(16)}`,
    issueNumber: String(randomInt(1_000_000_000)).padStart(9, '0'),
    type: type as TossCashReceiptType,
    amount,
    customerIdentityNumber: customerIdentityNumber as string,
    requestedAt: state.now(),
  };
  payment.cashReceipt = receipt;
  state.changed(payment);
  const answer: TossIssuedCashReceipt = {
    receiptKey: receipt.receiptKey,
    issueNumber: receipt.issueNumber,
    receiptUrl: `${payment.receiptUrl}/cash`,
    amount,
    taxFreeAmount: 0,
    orderId: payment.orderId,
    orderName: orderName as string,
    type: receipt.type,
    issueStatus: 'COMPLETED',
    customerIdentityNumber: receipt.customerIdentityNumber,
    requestedAt: kstIso(receipt.requestedAt),
  };
  return okAnswer(answer);
}
