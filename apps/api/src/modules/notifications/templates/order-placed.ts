import type { NotificationTemplate, OrderValues } from './template';

export interface OrderPlacedValues extends OrderValues {
  /** The amount paid, formatted ('39,000원'). */
  total: string;
}

export const orderPlaced: NotificationTemplate<OrderPlacedValues> = {
  event: 'ORDER_PLACED',
  alimTalkCode: 'ONDO_ORDER_PLACED',
  alimTalkBody: [
    '[ONDO STUDIO] 주문 완료',
    '#{name}님, 주문이 완료되었습니다.',
    '',
    '주문번호: #{orderNumber}',
    '상품: #{orderName}',
    '결제금액: #{total}',
    '',
    '준비되는 대로 발송해 드리겠습니다.',
  ].join('\n'),
  mail: (v) => ({
    subject: '주문이 완료되었습니다',
    lines: [`${v.name}님, 주문해 주셔서 감사합니다.`, '준비되는 대로 발송해 드리겠습니다.'],
    rows: [
      ['주문번호', v.orderNumber],
      ['상품', v.orderName],
      ['결제금액', v.total],
    ],
    action: { label: '주문 내역 보기', url: v.orderUrl },
  }),
};
