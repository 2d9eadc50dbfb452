import { POINT_RULES } from '@shop/contract/point-rules';

const years = POINT_RULES.expireAfterYears;

/** 적립금's Korean strings: My Page's balance and the points page. */
export const pointText = {
  eyebrow: 'POINTS',
  title: '적립금',
  backToMypage: '마이페이지',
  signInReason: '로그인하면 적립금과 적립·사용 내역을 볼 수 있습니다.',
  loading: '적립금을 불러오는 중입니다.',
  error: '적립금을 불러오지 못했습니다.',

  summaryTitle: '적립금 현황',
  usable: '사용 가능 적립금',
  balance: '전체 적립금',
  pendingTitle: '적립 예정',
  pending: (amount: string) => `${amount} 적립 예정`,
  usableFrom: (date: string) => `${date}부터 사용 가능`,
  expires: (date: string) => `${date}에 소멸 예정 (마지막 적립일로부터 ${years}년)`,
  minSpend: (amount: string) =>
    `사용 가능 적립금이 ${amount} 이상이면 주문서에서 1원 단위로 사용할 수 있습니다.`,
  untilSpendable: (amount: string) => `${amount} 더 모이면 사용할 수 있습니다.`,

  historyTitle: '적립금 내역',
  columns: { date: '날짜', kind: '구분', detail: '내용', amount: '금액' },
  orderNumber: (merchantId: string) => `주문번호 ${merchantId}`,
  empty: '아직 적립금 내역이 없습니다.',
  emptyHint: `구매확정하면 상품 결제 금액의 ${POINT_RULES.earnPercent}%가 적립됩니다.`,
} as const;
