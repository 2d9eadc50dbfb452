import { formatWon } from '@shop/contract/format';
import { REVIEW_RULES } from '@shop/contract/review-rules';
import type { NotificationTemplate, OrderValues } from './template';

const rewards = `텍스트 ${formatWon(REVIEW_RULES.rewardText)}, 포토 ${formatWon(REVIEW_RULES.rewardPhoto)}`;

/** After 구매확정 (members only: a guest cannot review): the ask for a 구매평, with its reward. */
export const reviewRequest: NotificationTemplate<OrderValues> = {
  event: 'REVIEW_REQUEST',
  alimTalkCode: 'ONDO_REVIEW_REQUEST',
  alimTalkBody: [
    '[ONDO STUDIO] 구매평 요청',
    '#{name}님, 구매가 확정되었습니다. 상품은 마음에 드셨나요?',
    `구매평을 남겨 주시면 적립금을 드립니다 (${rewards}).`,
    '',
    '주문번호: #{orderNumber}',
    '상품: #{orderName}',
  ].join('\n'),
  mail: (v) => ({
    subject: '구매평을 남겨 주세요',
    lines: [
      `${v.name}님, 구매가 확정되었습니다. 상품은 마음에 드셨나요?`,
      `사이즈와 착용감을 남겨 주시면 다른 분들의 선택에 큰 도움이 됩니다. 구매평마다 적립금을 드립니다 (${rewards}).`,
    ],
    rows: [
      ['주문번호', v.orderNumber],
      ['상품', v.orderName],
    ],
    action: { label: '구매평 쓰기', url: v.orderUrl },
  }),
};
