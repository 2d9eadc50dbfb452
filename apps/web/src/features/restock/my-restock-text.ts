/** My Page's list of 재입고 알림, loaded with it. */
export const myRestockText = {
  title: '재입고 알림',
  requestedOn: (date: string) => `${date} 신청`,
  expiresOn: (date: string) => `${date}까지`,
  sentOn: (date: string) => `${date} 발송`,
  cancel: '신청 취소',
  cancelOf: (name: string, option: string) => `${name} ${option} 재입고 알림 신청 취소`,
  cancelled: '재입고 알림 신청을 취소했습니다.',
} as const;
