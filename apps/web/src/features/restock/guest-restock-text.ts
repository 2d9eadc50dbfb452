import { restockMessages } from '@shop/contract/restock-rules';

/** The guest's 재입고 알림 dialog, loaded with it. */
export const guestRestockText = {
  dialogTitle: '재입고 알림 신청',
  phone: '휴대폰 번호',
  phonePlaceholder: '010-0000-0000',
  phoneHint: '재입고되면 이 번호로 알려드려요.',
  consent: restockMessages.consent,
  submit: '알림 신청하기',
  memberHint: '회원이라면 로그인하고 번호 입력 없이 신청하세요.',
  signIn: '로그인하고 신청',
  phoneRequired: restockMessages.phoneRequired,
  consentRequired: restockMessages.consentRequired,
} as const;
