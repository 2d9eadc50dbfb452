/**
 * The back-office API, all under /v1/admin, every route for admins only (401 without a token,
 * 403 for members). Shapes live in the admin-*.ts files next to this one:
 *
 * GET    /dashboard                               admin-dashboard  dashboardSchema
 * GET    /items?q&visibility&page&size            admin-catalog    adminItemListSchema
 * POST   /items                                   admin-catalog    adminItemRequestSchema → 201 adminItemSchema
 * GET    /items/{item_id}                         admin-catalog    adminItemSchema
 * PUT    /items/{item_id}                         admin-catalog    adminItemRequestSchema → adminItemSchema
 * PUT    /items/{item_id}/visibility              admin-catalog    {is_hidden} → adminItemSchema
 * PUT    /items/{item_id}/options/{option_id}/stock admin-catalog  {stock} → adminItemSchema
 * POST   /items/{item_id}/images   (multipart `images`)            → adminItemSchema
 * PUT    /items/{item_id}/images                  admin-catalog    {image_urls} (order; left out = removed)
 * GET    /categories                              admin-categories adminCategoryListSchema
 * POST   /categories                              admin-categories adminCategoryCreateSchema → 201 list
 * PUT    /categories/{category_id}                admin-categories adminCategoryRequestSchema → list
 * PUT    /categories/order                        admin-categories adminCategoryOrderSchema → list
 * DELETE /categories/{category_id}   (409 while it has products or children) → 204
 * GET    /search/synonyms                         admin-categories synonymListSchema
 * POST   /search/synonyms                         admin-categories synonymRequestSchema → 201 synonymSchema
 * PUT    /search/synonyms/{synonym_id}            admin-categories synonymRequestSchema → synonymSchema
 * DELETE /search/synonyms/{synonym_id}                             → 204
 * GET    /orders?status&from&to&q&page&size       admin-orders     adminOrderListSchema
 * GET    /orders/{order_id}                       admin-orders     adminOrderDetailSchema
 * POST   /orders/{order_id}/status                admin-orders     adminOrderStatusRequestSchema → detail
 * POST   /orders/{order_id}/refund                admin-orders     adminRefundRequestSchema → detail
 * GET    /orders/{order_id}/notifications         notifications    orderNotificationListSchema
 * POST   /notifications/{notification_id}/resend  notifications    → orderNotificationListSchema (409 unless failed)
 * GET    /coupons                                 admin-coupons    adminCouponListSchema
 * POST   /coupons                                 admin-coupons    adminCouponRequestSchema → 201 adminCouponSchema
 * POST   /coupons/{coupon_id}/stop                admin-coupons    → adminCouponSchema
 * GET    /coupons/{coupon_id}/claims?page&size    admin-coupon-claims adminCouponClaimListSchema
 * GET    /notices                                 admin-content    adminNoticeListSchema
 * GET    /notices/{notice_id}                     notices          noticeSchema (no view counted)
 * POST   /notices                                 notices          noticeRequestSchema → 201 noticeSchema
 * PUT    /notices/{notice_id}                     notices          noticeRequestSchema → noticeSchema
 * DELETE /notices/{notice_id}                                      → 204
 * PUT    /notices/{notice_id}/pin                 admin-content    {pinned} → noticeSchema
 * GET    /qna?state&page&size                     admin-content    adminQnaListSchema
 * GET    /qna/{qna_id}                            admin-content    adminQnaDetailSchema
 * POST   /qna/{qna_id}/answer                     admin-content    {payload} → 201 commentSchema
 * DELETE /qna/{qna_id}                                             → 204
 * DELETE /comments/{comment_id}                                    → 204
 * GET    /members?q&role&page&size                admin-members    adminMemberListSchema
 * GET    /members/{member_id}                     admin-members    adminMemberDetailSchema
 * PUT    /members/{member_id}/role                admin-members    {role} → adminMemberRowSchema
 * GET    /transfers?direction                     admin-transfers  transferListSchema (latest 50)
 * GET    /transfers/{id}                          admin-transfers  transferDetailSchema
 * POST   /transfers/imports  (multipart `file`, `kind`)            → 201 transferDetailSchema (checked)
 * POST   /transfers/{id}/start                    admin-transfers  → 202 transferSchema (409 unless checked)
 * POST   /transfers/{id}/discard                  admin-transfers  → transferSchema (409 unless checked)
 * POST   /transfers/exports                       admin-transfers  exportRequestSchema → 202 transferSchema
 * GET    /transfers/{id}/file                     admin-transfers  the finished export (CSV or XLSX)
 * GET    /audit?action&target_type&target_id&page&size  admin     auditListSchema
 * GET    /payments/reconciliations?decision&date&page&size admin-payments reconciliationListSchema
 * GET    /payments/comparison?date                admin-payments   paymentComparisonAnswerSchema
 * GET    /feeds                                   admin-feeds      feedOverviewSchema
 * POST   /feeds/build                             admin-feeds      → feedOverviewSchema
 * GET    /shipping/surcharges                     shipping         surchargeRangeListSchema
 * POST   /shipping/surcharges                     shipping         surchargeRangeRequestSchema → 201 surchargeRangeSchema
 * PUT    /shipping/surcharges/{range_id}          shipping         surchargeRangeRequestSchema → surchargeRangeSchema
 * DELETE /shipping/surcharges/{range_id}                           → 204
 */
import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import type { roleSchema } from './users';

/** Rows per page of the back-office lists unless the screen asks for another size. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** Messages every back-office area shares. */
export const adminMessages = {
  loginRequired: '로그인이 필요합니다.',
  adminOnly: '관리자만 할 수 있습니다.',
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
  badDate: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  badDateRange: '시작일이 종료일보다 늦을 수 없습니다.',
  exportReady: 'CSV 파일을 내려받습니다.',
} as const;

/** `page` counts from 1; `size` rows per page. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;

/** What every paged back-office list answers next to its rows. */
export const adminPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  page_count: z.number().int(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

/** A day of the shop's calendar (Asia/Seoul), `YYYY-MM-DD`. */
export const seoulDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminMessages.badDate)
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
  }, adminMessages.badDate);

export const adminSearchSchema = z.string().trim().max(100).default('');

export const roleLabels: Record<z.infer<typeof roleSchema>, string> = {
  member: '일반 회원',
  admin: '관리자',
};

/** What the audit log records; each admin write is one of these. */
export const auditActions = labelledEnum({
  'item.create': '상품 등록',
  'item.update': '상품 수정',
  'item.hide': '상품 숨김',
  'item.show': '상품 노출',
  'item.images.upload': '상품 이미지 추가',
  'item.images.arrange': '상품 이미지 정렬·삭제',
  'category.create': '카테고리 등록',
  'category.update': '카테고리 수정',
  'category.reorder': '카테고리 순서 변경',
  'category.delete': '카테고리 삭제',
  'synonym.save': '동의어 저장',
  'synonym.delete': '동의어 삭제',
  'order.status': '주문 상태 변경',
  'order.tracking': '송장 정보 수정',
  'order.refund': '주문 취소·환불',
  'order.hold': '자동 처리 보류·해제',
  'claim.approve': '교환·반품 승인',
  'claim.reject': '교환·반품 반려',
  'claim.collect': '교환·반품 회수 완료',
  'claim.inspect': '교환·반품 검수',
  'claim.complete': '교환·반품 완료',
  'coupon.create': '쿠폰 생성',
  'coupon.stop': '쿠폰 발급 중단',
  'notice.create': '공지 등록',
  'notice.update': '공지 수정',
  'notice.delete': '공지 삭제',
  'notice.pin': '공지 고정',
  'notice.unpin': '공지 고정 해제',
  'banner.create': '배너 등록',
  'banner.update': '배너 수정',
  'banner.delete': '배너 삭제',
  'qna.answer': 'Q&A 답변',
  'qna.answer.update': 'Q&A 답변 수정',
  'qna.delete': 'Q&A 글 삭제',
  'comment.delete': '댓글 삭제',
  'review.hide': '구매평 숨김',
  'review.show': '구매평 다시 게시',
  'review.reply': '구매평 답글',
  'review.reply.delete': '구매평 답글 삭제',
  'member.role': '회원 권한 변경',
  'member.points': '적립금 지급·차감',
  'surcharge.create': '도서산간 배송비 구간 추가',
  'surcharge.update': '도서산간 배송비 구간 수정',
  'surcharge.delete': '도서산간 배송비 구간 삭제',
  'transfer.start': '가져오기 실행',
  'transfer.discard': '가져오기 취소',
  'transfer.export': '내보내기 요청',
});
export type AuditAction = z.infer<typeof auditActions.schema>;

export const AUDIT_TARGETS = [
  'item',
  'category',
  'synonym',
  'order',
  'claim',
  'coupon',
  'notice',
  'banner',
  'qna',
  'comment',
  'review',
  'member',
  'surcharge',
  'transfer',
] as const;
export const auditTargetSchema = z.enum(AUDIT_TARGETS);
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/** Who did something in the back office. */
export const adminActorSchema = z.object({
  member_id: z.number().int().nullable(),
  nickname: z.string(),
});
export type AdminActor = z.infer<typeof adminActorSchema>;

export const auditEntrySchema = z.object({
  audit_id: z.number().int(),
  actor: adminActorSchema,
  action: auditActions.schema,
  target_type: auditTargetSchema,
  target_id: z.string(),
  /** What changed, action by action (e.g. `{from, to}`, `{amount}`). */
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = adminPageQuerySchema.extend({
  action: auditActions.schema.optional(),
  target_type: auditTargetSchema.optional(),
  target_id: z.string().trim().max(40).optional(),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export const auditListSchema = adminPageSchema.extend({ entries: z.array(auditEntrySchema) });
export type AuditList = z.infer<typeof auditListSchema>;

/** How many pages `total` rows fill at `size` a page (at least one, so page 1 always exists). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
