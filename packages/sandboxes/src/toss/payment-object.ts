import type { TossCancel, TossPayment, TossPaymentStatus } from '@shop/contract/toss-payment';
import { type FailureCode, failureTexts, type Locale } from './messages';

/** What the sandbox keeps per payment; `toTossPayment` renders it in the caller's language. */
export interface SandboxPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  clientKey: string;
  customerKey: string;
  outcome: 'approve' | 'reject';
  status: TossPaymentStatus;
  totalAmount: number;
  balanceAmount: number;
  requestedAt: Date;
  approvedAt: Date | null;
  lastTransactionKey: string | null;
  card: { number: string; approveNo: string } | null;
  failure: FailureCode | null;
  cancels: SandboxCancel[];
  receiptUrl: string;
  checkoutUrl: string;
}

export interface SandboxCancel {
  cancelAmount: number;
  cancelReason: string;
  refundableAmount: number;
  canceledAt: Date;
  transactionKey: string;
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Toss writes times in Korean time with the offset and without milliseconds. */
export const kstIso = (date: Date) =>
  `${new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;

/** Tax-inclusive amounts: VAT is 1/11 of the taxable part, as in observed Toss answers. */
export function splitVat(amount: number) {
  const vat = Math.round(amount / 11);
  return { suppliedAmount: amount - vat, vat };
}

const words = {
  ko: { card: '카드', credit: '신용', personal: '개인' },
  en: { card: 'CARD', credit: 'CREDIT', personal: 'PERSONAL' },
} as const;

function toTossCancel(cancel: SandboxCancel): TossCancel {
  return {
    cancelAmount: cancel.cancelAmount,
    cancelReason: cancel.cancelReason,
    taxFreeAmount: 0,
    taxExemptionAmount: 0,
    refundableAmount: cancel.refundableAmount,
    easyPayDiscountAmount: 0,
    canceledAt: kstIso(cancel.canceledAt),
    transactionKey: cancel.transactionKey,
    receiptKey: null,
    cancelStatus: 'DONE',
    cancelRequestId: null,
  };
}

export function toTossPayment(payment: SandboxPayment, locale: Locale): TossPayment {
  const word = words[locale];
  return {
    version: '2022-11-16',
    mId: 'tondostudio',
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    orderName: payment.orderName,
    type: 'NORMAL',
    lastTransactionKey: payment.lastTransactionKey,
    status: payment.status,
    // The sandbox window only takes cards.
    method: word.card,
    currency: 'KRW',
    country: 'KR',
    requestedAt: kstIso(payment.requestedAt),
    approvedAt: payment.approvedAt && kstIso(payment.approvedAt),
    totalAmount: payment.totalAmount,
    balanceAmount: payment.balanceAmount,
    ...splitVat(payment.balanceAmount),
    taxFreeAmount: 0,
    taxExemptionAmount: 0,
    useEscrow: false,
    cultureExpense: false,
    isPartialCancelable: true,
    card: payment.card && {
      amount: payment.totalAmount,
      issuerCode: '61',
      acquirerCode: '31',
      number: payment.card.number,
      installmentPlanMonths: 0,
      approveNo: payment.card.approveNo,
      useCardPoint: false,
      cardType: word.credit,
      ownerType: word.personal,
      acquireStatus: payment.status === 'CANCELED' ? 'CANCELED' : 'READY',
      isInterestFree: false,
      interestPayer: null,
    },
    easyPay: null,
    virtualAccount: null,
    transfer: null,
    mobilePhone: null,
    giftCertificate: null,
    cashReceipt: null,
    cashReceipts: null,
    discount: null,
    cancels: payment.cancels.length > 0 ? payment.cancels.map(toTossCancel) : null,
    secret: null,
    failure: payment.failure && {
      code: payment.failure,
      message: failureTexts[payment.failure][locale],
    },
    receipt: payment.approvedAt && { url: payment.receiptUrl },
    checkout: { url: payment.checkoutUrl },
    metadata: null,
  };
}
