import type { NotificationTemplate, OrderValues } from './template';

interface RestockValues extends OrderValues {
  itemName: string;
  optionLabel: string;
}

/**
 * 재입고 알림: the option a shopper waited for is back. Not an order's notice: `orderNumber` is
 * empty and the link (`orderUrl`) is the product page.
 */
export const restocked: NotificationTemplate<RestockValues> = {
  event: 'RESTOCKED',
  alimTalkCode: 'ONDO_RESTOCKED',
  alimTalkBody: [
    '[ONDO STUDIO] 재입고 알림',
    '#{name}님, 기다리시던 상품이 다시 입고되었습니다.',
    '',
    '상품: #{itemName}',
    '옵션: #{optionLabel}',
    '',
    '수량이 적어 먼저 신청하신 분께 차례로 알려드리고 있습니다.',
  ].join('\n'),
  mail: (v) => ({
    subject: `${v.itemName} 재입고 알림`,
    lines: [
      `${v.name}님, 기다리시던 상품이 다시 입고되었습니다.`,
      '수량이 적어 먼저 신청하신 분께 차례로 알려드리고 있습니다. 품절되기 전에 확인해 보세요.',
    ],
    rows: [
      ['상품', v.itemName],
      ['옵션', v.optionLabel],
    ],
    action: { label: '상품 보러 가기', url: v.orderUrl },
  }),
};
