import { z } from 'zod';
import { isBankCode } from './banks';
import { requiredString, requiredText } from './users';

export const depositMessages = {
  refundAccountRequired:
    '가상계좌로 입금된 주문은 환불받을 계좌(은행, 계좌번호, 예금주)를 입력해야 취소할 수 있습니다.',
  bankRequired: '환불받을 은행을 선택해주세요.',
  accountNumberFormat: '계좌번호는 숫자 6~20자리로 입력해주세요.',
  holderRequired: '예금주를 입력해주세요.',
  refundAccountRefused: (message: string) =>
    `환불 계좌를 확인하지 못했습니다: ${message} 은행, 계좌번호, 예금주를 다시 확인해주세요.`,
  cashReceiptNotOffered:
    '현금영수증은 계좌이체·가상계좌로 결제를 마친 주문에만 신청할 수 있습니다.',
  cashReceiptExists: '이미 현금영수증이 발급된 주문입니다.',
  identityRequired: '휴대폰 번호 또는 사업자등록번호를 입력해주세요.',
  identityFormat:
    '휴대폰 번호(010으로 시작하는 10~11자리) 또는 현금영수증 카드번호를 숫자로 입력해주세요.',
  businessNumberFormat: '사업자등록번호는 숫자 10자리로 입력해주세요.',
  secretMismatch: '입금 통보를 확인할 수 없습니다.',
} as const;

/**
 * How a virtual account stands: waiting for the deposit, deposited (the order is paid), expired
 * unpaid, or closed by a cancel before any deposit.
 */
export const virtualAccountStates = ['WAITING', 'DEPOSITED', 'EXPIRED', 'CLOSED'] as const;
export const virtualAccountStateLabels: Record<(typeof virtualAccountStates)[number], string> = {
  WAITING: '입금 대기',
  DEPOSITED: '입금 완료',
  EXPIRED: '입금 기한 만료',
  CLOSED: '계좌 닫힘',
};

/** The account a virtual-account order is paid into, as its shopper and the back office see it. */
export const virtualAccountSchema = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  /** The name the account was issued under (the depositor the bank expects). */
  holder_name: z.string(),
  /** The exact amount to deposit in one transfer. */
  amount: z.number().int(),
  /** ISO-8601: no deposit is taken after it. */
  due_at: z.string(),
  state: z.enum(virtualAccountStates),
  /** When the deposit arrived. */
  deposited_at: z.string().nullable(),
});
export type VirtualAccount = z.infer<typeof virtualAccountSchema>;

/** Where the money of a deposited virtual account goes back on a refund. */
export const refundAccountSchema = z.object({
  bank: z
    .string({ error: depositMessages.bankRequired })
    .refine(isBankCode, depositMessages.bankRequired),
  account_number: requiredString(depositMessages.accountNumberFormat)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, depositMessages.accountNumberFormat)),
  holder_name: requiredText(depositMessages.holderRequired, 60),
});
export type RefundAccountInput = z.input<typeof refundAccountSchema>;
export type RefundAccount = z.output<typeof refundAccountSchema>;

/** A cancel's body: the refund account, needed only when the order was paid into a virtual account. */
export const orderCancelRequestSchema = z.object({
  refund_account: refundAccountSchema.optional(),
});
export type OrderCancelRequest = z.input<typeof orderCancelRequestSchema>;

/** 소득공제 (income deduction, by mobile or card number) or 지출증빙 (expense proof, by business number). */
export const cashReceiptTypes = ['소득공제', '지출증빙'] as const;

export const cashReceiptRequestSchema = z
  .object({
    type: z.enum(cashReceiptTypes),
    identity_number: requiredString(depositMessages.identityRequired).transform((v) =>
      v.replace(/[\s-]/g, ''),
    ),
  })
  .superRefine((value, ctx) => {
    const ok =
      value.type === '지출증빙'
        ? /^\d{10}$/.test(value.identity_number)
        : /^(01\d{8,9}|\d{13,19})$/.test(value.identity_number);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['identity_number'],
        message:
          value.type === '지출증빙'
            ? depositMessages.businessNumberFormat
            : depositMessages.identityFormat,
      });
    }
  });
export type CashReceiptRequest = z.input<typeof cashReceiptRequestSchema>;

/** A cash receipt issued for the order. */
export const cashReceiptSchema = z.object({
  type: z.string(),
  issue_number: z.string(),
  receipt_url: z.string(),
  amount: z.number().int(),
});
export type CashReceipt = z.infer<typeof cashReceiptSchema>;

/**
 * The provider's deposit notice for a virtual account (not an event envelope): `secret` proves it
 * came from the provider; `status` DONE for a deposit, WAITING_FOR_DEPOSIT for one reversed.
 */
export const depositCallbackSchema = z.object({
  createdAt: z.string().optional(),
  secret: z.string().min(1).max(200),
  status: z.string().min(1).max(40),
  transactionKey: z.string().max(200).optional(),
  orderId: z.string().min(1).max(64),
});
export type DepositCallback = z.infer<typeof depositCallbackSchema>;
