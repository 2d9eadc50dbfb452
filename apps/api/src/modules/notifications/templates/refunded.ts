import type { NotificationTemplate, OrderValues } from './template';

export interface RefundedValues extends OrderValues {
  /** What this change gave back, formatted ('12,000원'). */
  amount: string;
  /** '주문 취소', '부분 환불' or '반품 환불'. */
  kind: string;
}

export const refunded: NotificationTemplate<RefundedValues> = {
  event: 'REFUNDED',
  alimTalkCode: 'ONDO_REFUNDED',
  alimTalkBody: [
    '[ONDO STUDIO] 취소·환불 완료',
    '#{name}님, #{kind} 처리가 완료되었습니다.',
    '',
    '주문번호: #{orderNumber}',
    '환불금액: #{amount}',
    '',
    '카드사에 따라 환불이 보이기까지 3~7일 걸릴 수 있습니다.',
  ].join('\n'),
  mail: (v) => ({
    subject: `${v.kind} 처리가 완료되었습니다`,
    lines: [
      `${v.name}님, ${v.kind} 처리가 완료되었습니다.`,
      '카드사에 따라 환불이 보이기까지 3~7일 걸릴 수 있습니다.',
    ],
    rows: [
      ['주문번호', v.orderNumber],
      ['상품', v.orderName],
      ['환불금액', v.amount],
    ],
    action: { label: '주문 내역 보기', url: v.orderUrl },
  }),
};
