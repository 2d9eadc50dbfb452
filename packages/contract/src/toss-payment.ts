/**
 * The Toss Payments Payment object, API version 2022-11-16, as the shop's client reads it and
 * its development stand-in answers it (docs/integrations.md#payment-object).
 * Enum-like strings (method, cardType, …) are Korean by default and English under
 * `Accept-Language: en-US`, so they are typed as plain strings.
 */
export type TossPaymentStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

export interface TossFailure {
  code: string;
  message: string;
}

export interface TossCancel {
  cancelAmount: number;
  cancelReason: string;
  taxFreeAmount: number;
  taxExemptionAmount: number;
  /** What can still be refunded after this cancel. */
  refundableAmount: number;
  easyPayDiscountAmount: number;
  canceledAt: string;
  transactionKey: string;
  receiptKey: string | null;
  cancelStatus: string;
  cancelRequestId: string | null;
}

export interface TossCard {
  amount: number;
  issuerCode: string;
  acquirerCode: string | null;
  /** Masked, e.g. `43301234****123*`. */
  number: string;
  installmentPlanMonths: number;
  approveNo: string;
  useCardPoint: boolean;
  cardType: string;
  ownerType: string;
  acquireStatus: string;
  isInterestFree: boolean;
  interestPayer: string | null;
}

export interface TossEasyPay {
  provider: string;
  amount: number;
  discountAmount: number;
}

/**
 * `method` as Toss writes it by default (Korean), and under `Accept-Language: en-US`.
 * Easy pays (토스페이, 카카오페이, …) come as `간편결제` with the `easyPay` object set.
 */
export const TOSS_METHOD_NAMES = {
  CARD: { ko: '카드', en: 'CARD' },
  EASY_PAY: { ko: '간편결제', en: 'EASY_PAY' },
  TRANSFER: { ko: '계좌이체', en: 'TRANSFER' },
  VIRTUAL_ACCOUNT: { ko: '가상계좌', en: 'VIRTUAL_ACCOUNT' },
  MOBILE_PHONE: { ko: '휴대폰', en: 'MOBILE_PHONE' },
} as const;

export type TossMethodCode = keyof typeof TOSS_METHOD_NAMES;

/** Where a virtual-account payment's money goes back, as the Payment object shows it. */
export interface TossRefundAccountShown {
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

export interface TossVirtualAccount {
  accountType: string;
  accountNumber: string;
  bankCode: string;
  /** The name the account was issued under (the orderer's). */
  customerName: string;
  /** ISO-8601 with the +09:00 offset: no deposit is taken after it. */
  dueDate: string;
  /** `NONE`, `PENDING`, `FAILED`, `PARTIAL_FAILED` or `COMPLETED`. */
  refundStatus: string;
  expired: boolean;
  /** `INCOMPLETED` until settled with the shop, then `COMPLETED`. */
  settlementStatus: string;
  refundReceiveAccount: TossRefundAccountShown | null;
}

export interface TossTransfer {
  bankCode: string;
  settlementStatus: string;
}

export interface TossMobilePhone {
  customerMobilePhone: string;
  settlementStatus: string;
  receiptUrl: string;
}

export interface TossGiftCertificate {
  approveNo: string;
  settlementStatus: string;
}

export interface TossCashReceipt {
  type: string;
  receiptKey: string;
  issueNumber: string;
  receiptUrl: string;
  amount: number;
  taxFreeAmount: number;
}

/** One issue or cancel in the history of cash receipts. */
export interface TossCashReceiptHistory {
  receiptKey: string;
  issueNumber: string;
  issueStatus: string;
  amount: number;
  taxFreeAmount: number;
  orderId: string;
  orderName: string;
  type: string;
  transactionType: string;
  businessNumber: string;
  customerIdentityNumber: string;
  failure: TossFailure | null;
  requestedAt: string;
  receiptUrl: string;
}

export interface TossPayment {
  version: string;
  mId: string;
  paymentKey: string;
  orderId: string;
  orderName: string;
  type: 'NORMAL' | 'BILLING' | 'BRANDPAY';
  lastTransactionKey: string | null;
  status: TossPaymentStatus;
  method: string | null;
  currency: string;
  country: string;
  /** ISO-8601 with the +09:00 offset. */
  requestedAt: string;
  /** ISO-8601 with the +09:00 offset; null until the payment is DONE. */
  approvedAt: string | null;
  totalAmount: number;
  /** What can still be cancelled; shrinks with every cancel. */
  balanceAmount: number;
  suppliedAmount: number;
  vat: number;
  taxFreeAmount: number;
  taxExemptionAmount: number;
  useEscrow: boolean;
  cultureExpense: boolean;
  isPartialCancelable: boolean;
  card: TossCard | null;
  easyPay: TossEasyPay | null;
  virtualAccount: TossVirtualAccount | null;
  transfer: TossTransfer | null;
  mobilePhone: TossMobilePhone | null;
  giftCertificate: TossGiftCertificate | null;
  cashReceipt: TossCashReceipt | null;
  cashReceipts: TossCashReceiptHistory[] | null;
  discount: { amount: number } | null;
  cancels: TossCancel[] | null;
  /**
   * Set on a virtual-account payment from its confirm on: every DEPOSIT_CALLBACK for it carries
   * the same value, which is how the receiver tells Toss's callback from a forged one.
   */
  secret: string | null;
  failure: TossFailure | null;
  receipt: { url: string } | null;
  checkout: { url: string } | null;
  metadata: Record<string, string> | null;
}

/** What Toss answers on any non-2xx. */
export interface TossErrorBody {
  code: string;
  message: string;
}

/**
 * Where a cancel of a deposited virtual-account payment sends the money (`bank` is a bank
 * code such as `88`). Required by Toss for such a cancel; ignored for every other method.
 */
export interface TossRefundReceiveAccount {
  bank: string;
  /** Digits only, at most 20. */
  accountNumber: string;
  /** At most 60 characters. */
  holderName: string;
}

/**
 * The DEPOSIT_CALLBACK webhook body Toss posts when a virtual account's deposit arrives
 * (`status` `DONE`) or is reversed (`WAITING_FOR_DEPOSIT`). It carries no Payment: compare
 * `secret` with the payment's `secret` kept from the confirm, then look the payment up.
 */
export interface TossDepositCallback {
  /** Korean time without an offset, e.g. `2025-03-01T10:15:31.123456`. */
  createdAt: string;
  secret: string;
  status: TossPaymentStatus;
  transactionKey: string;
  orderId: string;
}

export type TossCashReceiptType = '소득공제' | '지출증빙';

/** `POST /v1/cash-receipts`. */
export interface TossCashReceiptRequest {
  amount: number;
  orderId: string;
  orderName: string;
  /** A phone number or cash-receipt card number (소득공제), a business number (지출증빙). */
  customerIdentityNumber: string;
  type: TossCashReceiptType;
  taxFreeAmount?: number;
}

/** The answer to a cash-receipt issue request. */
export interface TossIssuedCashReceipt {
  receiptKey: string;
  issueNumber: string;
  receiptUrl: string;
  amount: number;
  taxFreeAmount: number;
  orderId: string;
  orderName: string;
  type: TossCashReceiptType;
  issueStatus: string;
  customerIdentityNumber: string;
  requestedAt: string;
}
