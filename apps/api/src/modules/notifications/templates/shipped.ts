import type { NotificationTemplate, OrderValues } from './template';

export interface ShippedValues extends OrderValues {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page for the parcel (the orders page for an unknown carrier). */
  trackingUrl: string;
}

export const shipped: NotificationTemplate<ShippedValues> = {
  event: 'SHIPPED',
  alimTalkCode: 'ONDO_SHIPPED',
  alimTalkBody: [
    '[ONDO STUDIO] 배송 시작',
    '#{name}님, 주문하신 상품이 발송되었습니다.',
    '',
    '주문번호: #{orderNumber}',
    '택배사: #{carrier}',
    '송장번호: #{trackingNumber}',
    '배송조회: #{trackingUrl}',
  ].join('\n'),
  mail: (v) => ({
    subject: '상품이 발송되었습니다',
    lines: [`${v.name}님, 주문하신 상품이 발송되었습니다.`],
    rows: [
      ['주문번호', v.orderNumber],
      ['상품', v.orderName],
      ['택배사', v.carrier],
      ['송장번호', v.trackingNumber],
    ],
    action: { label: '배송 조회', url: v.trackingUrl },
  }),
};
