import { describe, expect, it } from 'vitest';
import { auditDetailLines } from './audit-detail';

describe('auditDetailLines', () => {
  it('reads an order status change in Korean', () => {
    expect(
      auditDetailLines({
        action: 'order.status',
        detail: { from: 'ORDER_PLACED', to: 'SHIPPED', carrier: 'CJ대한통운' },
      }),
    ).toEqual(['상태: 주문 완료 → 배송중', '택배사: CJ대한통운']);
  });

  it('reads a stock change, a refund in won and a role change', () => {
    expect(
      auditDetailLines({
        action: 'item.update',
        detail: { option: 'M', stock: { from: 5, to: 2 } },
      }),
    ).toEqual(['옵션: M', '재고: 5 → 2']);
    expect(
      auditDetailLines({
        action: 'order.refund',
        detail: { amount: 30000, reason: '단순 변심', complete: true, request_id: 'x' },
      }),
    ).toEqual(['환불 금액: 30,000원', '사유: 단순 변심', '전체 취소: 예']);
    expect(
      auditDetailLines({ action: 'member.role', detail: { from: 'member', to: 'admin' } }),
    ).toEqual(['권한: 일반 회원 → 관리자']);
  });

  it('names a coupon and leaves out its unset discount', () => {
    expect(
      auditDetailLines({
        action: 'coupon.create',
        detail: {
          name: '첫 구매',
          type: 'PRICE',
          discount_price: 3000,
          discount_ratio: null,
          max_claims: null,
        },
      }),
    ).toEqual([
      '쿠폰 이름: 첫 구매',
      '할인 방식: 정액 할인',
      '할인 금액: 3,000원',
      '발급 수량: 제한 없음',
    ]);
  });

  it('counts images and lists options', () => {
    expect(
      auditDetailLines({ action: 'item.images.arrange', detail: { from: ['a', 'b'], to: ['b'] } }),
    ).toEqual(['이미지: 2장 → 1장']);
    expect(
      auditDetailLines({
        action: 'item.update',
        detail: {
          options: [
            { label: 'S', stock: 3 },
            { label: 'M', stock: 0 },
          ],
        },
      }),
    ).toEqual(['옵션: S 3개, M 0개']);
  });
});
