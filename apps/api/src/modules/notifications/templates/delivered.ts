import type { NotificationTemplate, OrderValues } from './template';

export const delivered: NotificationTemplate<OrderValues> = {
  event: 'DELIVERED',
  alimTalkCode: 'ONDO_DELIVERED',
  alimTalkBody: [
    '[ONDO STUDIO] 배송 완료',
    '#{name}님, 주문하신 상품의 배송이 완료되었습니다.',
    '',
    '주문번호: #{orderNumber}',
    '상품: #{orderName}',
  ].join('\n'),
  mail: (v) => ({
    subject: '배송이 완료되었습니다',
    lines: [
      `${v.name}님, 주문하신 상품의 배송이 완료되었습니다.`,
      '상품에 문제가 있으면 7일 안에 고객센터로 알려 주세요.',
    ],
    rows: [
      ['주문번호', v.orderNumber],
      ['상품', v.orderName],
    ],
    action: { label: '주문 내역 보기', url: v.orderUrl },
  }),
};
