import { type NotificationTemplate, type OrderValues, orderAction } from './template';

interface ClaimValues extends OrderValues {
  /** 교환 or 반품. */
  claimKind: string;
  /** Where the claim now is (신청 완료, 승인·회수 요청, 반려, 처리 완료). */
  claimStatus: string;
}

export const claimUpdated: NotificationTemplate<ClaimValues> = {
  event: 'CLAIM_UPDATED',
  alimTalkCode: 'ONDO_CLAIM_UPDATED',
  alimTalkBody: [
    '[ONDO STUDIO] #{claimKind} 안내',
    '#{name}님, #{claimKind} 신청이 #{claimStatus} 상태가 되었습니다.',
    '',
    '주문번호: #{orderNumber}',
    '상품: #{orderName}',
  ].join('\n'),
  mail: (v) => ({
    subject: `${v.claimKind} 신청 ${v.claimStatus}`,
    lines: [
      `${v.name}님, ${v.claimKind} 신청이 ${v.claimStatus} 상태가 되었습니다.`,
      '진행 상황과 사유는 주문 내역에서 확인할 수 있습니다.',
    ],
    rows: [
      ['주문번호', v.orderNumber],
      ['상품', v.orderName],
      ['처리 상태', v.claimStatus],
    ],
    action: orderAction(v),
  }),
};
