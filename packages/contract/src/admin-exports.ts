import type { z } from 'zod';
import { adminMemberListQuerySchema } from './admin-members';
import { adminOrderListQuerySchema } from './admin-orders';

const withoutPaging = { page: true, size: true } as const;

/** Filters of the order export: the order list's, without paging. */
export const orderExportQuerySchema = adminOrderListQuerySchema.omit(withoutPaging);
export type OrderExportQuery = z.input<typeof orderExportQuerySchema>;

/** Filters of the member export: the member list's, without paging. */
export const memberExportQuerySchema = adminMemberListQuerySchema.omit(withoutPaging);
export type MemberExportQuery = z.input<typeof memberExportQuerySchema>;

/** Column headers of the CSV files, in order. */
export const orderExportColumns = [
  '주문번호',
  '주문일시',
  '결제일시',
  '상태',
  '회원 아이디',
  '닉네임',
  '주문명',
  '받는 분',
  '연락처',
  '우편번호',
  '주소',
  '상세주소',
  '상품 금액',
  '할인',
  '배송비',
  '도서산간 추가 배송비',
  '결제 금액',
  '환불 금액',
  '택배사',
  '송장번호',
] as const;

export const memberExportColumns = [
  '회원번호',
  '아이디',
  '이름',
  '닉네임',
  '이메일',
  '휴대폰',
  '권한',
  '가입일시',
  '주문 수',
  '결제 합계',
] as const;

export const exportLabels = {
  orders: '주문 CSV 내려받기',
  members: '회원 CSV 내려받기',
} as const;
