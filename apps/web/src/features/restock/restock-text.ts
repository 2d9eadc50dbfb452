import { RESTOCK_RULES, restockMessages } from '@shop/contract/restock-rules';

/** The product page's 재입고 알림 offer (the guest dialog and My Page's list keep their own words). */
export const restockText = {
  offerLabel: '품절 옵션 재입고 알림',
  soldOut: '품절',
  request: '재입고 알림 신청',
  requestOf: (option: string) => `${option} 재입고 알림 신청`,
  requested: '알림 신청됨',
  requestedOf: (option: string) => `${option} 알림 신청됨`,
  done: restockMessages.requested(RESTOCK_RULES.expireDays),
  signInReason: '로그인하면 재입고 알림을 바로 신청할 수 있습니다.',
} as const;
