import { z } from 'zod';
import { adminPageQuerySchema, adminPageSchema, adminSearchSchema } from './admin';
import { adminOrderRowSchema } from './admin-orders';
import { idParamSchema } from './input-rules';
import { roleSchema } from './users';

export const adminMemberMessages = {
  notFound: '회원을 찾을 수 없습니다.',
  ownRole: '자신의 관리자 권한은 해제할 수 없습니다.',
  lastAdmin: '관리자가 한 명 이상 있어야 합니다.',
  granted: '관리자 권한을 부여했습니다.',
  revoked: '관리자 권한을 해제했습니다.',
} as const;

export const adminMemberListQuerySchema = adminPageQuerySchema.extend({
  /** Member id (login), nickname, name, email or phone. */
  q: adminSearchSchema,
  role: roleSchema.optional(),
});
export type AdminMemberListQuery = z.input<typeof adminMemberListQuerySchema>;

export const adminMemberRowSchema = z.object({
  member_id: z.number().int(),
  user_id: z.string(),
  name: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone_num: z.string().nullable(),
  role: roleSchema,
  created_at: z.string(),
  /** 회원 탈퇴: the profile was erased then; orders stay, without the member's identity. */
  withdrawn_at: z.string().nullable(),
  /** Paid orders (PAYMENT_PENDING left out). */
  order_count: z.number().int(),
  /** What those orders paid, minus refunds. */
  paid_total: z.number().int(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;
export const adminMemberListSchema = adminPageSchema.extend({
  members: z.array(adminMemberRowSchema),
});
export type AdminMemberList = z.infer<typeof adminMemberListSchema>;

export const adminMemberCouponSchema = z.object({
  coupon_id: z.number().int(),
  name: z.string(),
  claimed_at: z.string(),
  used_at: z.string().nullable(),
  order_id: z.number().int().nullable(),
  finished_at: z.string(),
});

export const adminMemberDetailSchema = adminMemberRowSchema.extend({
  sns_confirm: z.boolean(),
  email_confirm: z.boolean(),
  /** Newest first, PAYMENT_PENDING ones included. */
  orders: z.array(adminOrderRowSchema),
  coupons: z.array(adminMemberCouponSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const adminRoleRequestSchema = z.object({ role: roleSchema });
export const adminMemberIdParamsSchema = z.object({
  member_id: idParamSchema,
});
