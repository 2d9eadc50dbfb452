import type { NotificationTemplate, OrderValues } from './template';

export interface DepositGuideValues extends OrderValues {
  bank: string;
  accountNumber: string;
  accountHolder: string;
  /** The amount to deposit, formatted ('39,000원'). */
  amount: string;
  /** Until when, in Seoul time ('2026-03-01 23:59'). */
  dueDate: string;
}

export const depositGuide: NotificationTemplate<DepositGuideValues> = {
  event: 'DEPOSIT_GUIDE',
  alimTalkCode: 'ONDO_DEPOSIT_GUIDE',
  alimTalkBody: [
    '[ONDO STUDIO] 입금 안내',
    '#{name}님, 아래 계좌로 입금해 주시면 주문이 완료됩니다.',
    '',
    '주문번호: #{orderNumber}',
    '입금계좌: #{bank} #{accountNumber} (#{accountHolder})',
    '입금금액: #{amount}',
    '입금기한: #{dueDate}',
  ].join('\n'),
  mail: (v) => ({
    subject: '입금 안내',
    lines: [
      `${v.name}님, 아래 계좌로 입금해 주시면 주문이 완료됩니다.`,
      '기한까지 입금되지 않으면 주문은 자동으로 취소됩니다.',
    ],
    rows: [
      ['주문번호', v.orderNumber],
      ['상품', v.orderName],
      ['입금계좌', `${v.bank} ${v.accountNumber}`],
      ['예금주', v.accountHolder],
      ['입금금액', v.amount],
      ['입금기한', v.dueDate],
    ],
    action: { label: '주문 내역 보기', url: v.orderUrl },
  }),
};
