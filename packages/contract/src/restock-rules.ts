/**
 * 재입고 알림: a shopper waiting for a sold-out option is told when it comes back, in fair waves
 * (decision 038). Schema-free: the product page shows the button without the validators.
 */
export const RESTOCK_RULES = {
  /** A wave tells about this many waiting shoppers per unit in stock (rounded up). */
  waveFactor: 3,
  /** The next wave waits this long, and goes only while units remain. */
  waveDelayMinutes: 30,
  /** A request nobody was told about by then is dropped. */
  expireDays: 30,
} as const;

export const restockStatusLabels = {
  WAITING: '알림 대기',
  SENT: '알림 발송',
  EXPIRED: '기간 만료',
  CANCELLED: '신청 취소',
} as const;
export type RestockStatus = keyof typeof restockStatusLabels;

/** A wave's size: the units in stock times the factor, at most the shoppers waiting. */
export const waveSize = (
  stock: number,
  waiting: number,
  factor: number = RESTOCK_RULES.waveFactor,
) => (stock <= 0 ? 0 : Math.min(waiting, Math.ceil(stock * factor)));

export const restockMessages = {
  optionNotFound: '알림을 신청할 옵션을 찾을 수 없습니다.',
  inStock: '지금 구매할 수 있는 옵션입니다.',
  phoneRequired: '알림을 받을 휴대폰 번호를 입력해주세요.',
  consentRequired: '알림 발송을 위한 개인정보 수집·이용에 동의해주세요.',
  notFound: '재입고 알림 신청을 찾을 수 없습니다.',
  requested: (days: number) => `재입고되면 알려드릴게요. 신청은 ${days}일 동안 유지됩니다.`,
  consent: `재입고 알림 발송을 위해 휴대폰 번호를 수집하며, 알림을 보내거나 신청 후 ${RESTOCK_RULES.expireDays}일이 지나면 지웁니다.`,
} as const;
