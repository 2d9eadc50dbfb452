import { z } from 'zod';

/** How long orders stay on record after a withdrawal (전자상거래법: contract and payment records). */
export const ORDER_RECORDS_KEPT_YEARS = 5;

/** 회원 탈퇴's wording. */
export const withdrawalMessages = {
  agreeRequired: '안내 사항을 확인하고 동의해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordWrong: '비밀번호가 올바르지 않습니다.',
  reasonTooLong: '탈퇴 사유는 200자까지 입력할 수 있습니다.',
  ordersInProgress: (count: number) =>
    `진행 중인 주문이 ${count}건 있어 지금은 탈퇴할 수 없습니다. 배송이 끝나고 구매확정된 뒤에 탈퇴해주세요.`,
  done: '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.',
} as const;

/**
 * What a member sees before withdrawing: how they confirm it (their password, or a fresh consent
 * for a Kakao/Naver-only account), what they lose, and whether an order in progress stops it.
 */
export const withdrawalPreviewSchema = z.object({
  confirm_with: z.enum(['password', 'consent']),
  /** 적립금 forfeited: the whole balance, usable or not. */
  points: z.number().int(),
  /** Coupons claimed and not used. */
  coupons: z.number().int(),
  /** Orders paid and not yet confirmed (or cancelled, or refunded). */
  orders_in_progress: z.number().int(),
  can_withdraw: z.boolean(),
  order_records_kept_years: z.number().int(),
});
export type WithdrawalPreview = z.infer<typeof withdrawalPreviewSchema>;

export const withdrawalRequestSchema = z.object({
  /** Required for a member with a password. */
  password: z.string().max(128).optional(),
  agree: z.literal(true, { error: withdrawalMessages.agreeRequired }),
  reason: z.string().trim().max(200, withdrawalMessages.reasonTooLong).optional(),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;
