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

export interface TossVirtualAccount {
  accountType: string;
  accountNumber: string;
  bankCode: string;
  customerName: string;
  dueDate: string;
  refundStatus: string;
  expired: boolean;
  settlementStatus: string;
  refundReceiveAccount: { bankCode: string; accountNumber: string; holderName: string } | null;
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
  /** Checks virtual-account webhooks. */
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
