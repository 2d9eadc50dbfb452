import {
  TOSS_METHOD_NAMES,
  type TossCancel,
  type TossCashReceiptType,
  type TossMethodCode,
  type TossPayment,
  type TossPaymentStatus,
  type TossRefundAccountShown,
} from '@shop/contract/toss-payment';
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
  /** What the shopper paid with in the window; absent on payments kept before methods existed. */
  method?: SandboxMethod;
  /** Whose name a virtual account is issued under, whose phone a mobile payment charges. */
  customerName?: string;
  customerMobilePhone?: string;
  virtualAccount?: SandboxVirtualAccount | null;
  /** A virtual-account payment's DEPOSIT_CALLBACK secret. */
  secret?: string | null;
  cashReceipt?: SandboxCashReceipt | null;
}

export type SandboxMethod = TossMethodCode;

export interface SandboxVirtualAccount {
  accountNumber: string;
  bankCode: string;
  dueDate: Date;
  refundReceiveAccount: TossRefundAccountShown | null;
}

export interface SandboxCashReceipt {
  receiptKey: string;
  issueNumber: string;
  type: TossCashReceiptType;
  amount: number;
  customerIdentityNumber: string;
  requestedAt: Date;
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

/** `2025-03-01T10:15:31.123456`: a webhook's event time, Korean, without an offset. */
export const eventTime = (date: Date) =>
  `${new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, 23)}000`;

/** Tax-inclusive amounts: VAT is 1/11 of the taxable part, as in observed Toss answers. */
export function splitVat(amount: number) {
  const vat = Math.round(amount / 11);
  return { suppliedAmount: amount - vat, vat };
}

const words = {
  ko: { credit: '신용', personal: '개인', general: '일반', tossPay: '토스페이' },
  en: { credit: 'CREDIT', personal: 'PERSONAL', general: 'GENERAL', tossPay: 'TOSSPAY' },
} as const;

/** Money not yet settled with the shop, as Toss reports every fresh payment. */
const UNSETTLED = 'INCOMPLETED';

function refundStatusOf(payment: SandboxPayment): string {
  if (payment.status === 'WAITING_FOR_DEPOSIT' || !payment.approvedAt) return 'NONE';
  return payment.cancels.length > 0 ? 'COMPLETED' : 'NONE';
}

function methodObjects(payment: SandboxPayment, locale: Locale) {
  const account = payment.virtualAccount;
  return {
    easyPay:
      payment.method === 'EASY_PAY' && payment.approvedAt
        ? { provider: words[locale].tossPay, amount: payment.totalAmount, discountAmount: 0 }
        : null,
    virtualAccount: account
      ? {
          accountType: words[locale].general,
          accountNumber: account.accountNumber,
          bankCode: account.bankCode,
          customerName: payment.customerName ?? '',
          dueDate: kstIso(account.dueDate),
          refundStatus: refundStatusOf(payment),
          expired: payment.status === 'EXPIRED',
          settlementStatus: UNSETTLED,
          refundReceiveAccount: account.refundReceiveAccount,
        }
      : null,
    transfer:
      payment.method === 'TRANSFER' && payment.approvedAt
        ? { bankCode: '88', settlementStatus: UNSETTLED }
        : null,
    mobilePhone:
      payment.method === 'MOBILE_PHONE' && payment.approvedAt
        ? {
            customerMobilePhone: payment.customerMobilePhone ?? '01000000000',
            settlementStatus: UNSETTLED,
            receiptUrl: payment.receiptUrl,
          }
        : null,
  };
}

function cashReceiptOf(receipt: SandboxCashReceipt, receiptUrl: string) {
  return {
    type: receipt.type,
    receiptKey: receipt.receiptKey,
    issueNumber: receipt.issueNumber,
    receiptUrl,
    amount: receipt.amount,
    taxFreeAmount: 0,
  };
}

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
    method: TOSS_METHOD_NAMES[payment.method ?? 'CARD'][locale],
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
    ...methodObjects(payment, locale),
    giftCertificate: null,
    cashReceipt: payment.cashReceipt
      ? cashReceiptOf(payment.cashReceipt, `${payment.receiptUrl}/cash`)
      : null,
    cashReceipts: null,
    discount: null,
    cancels: payment.cancels.length > 0 ? payment.cancels.map(toTossCancel) : null,
    secret: payment.secret ?? null,
    failure: payment.failure && {
      code: payment.failure,
      message: failureTexts[payment.failure][locale],
    },
    receipt: payment.approvedAt && { url: payment.receiptUrl },
    checkout: { url: payment.checkoutUrl },
    metadata: null,
  };
}
