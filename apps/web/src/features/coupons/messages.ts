import { couponMessages } from '@shop/contract/coupons';

/** The member's coupons' Korean strings. */
export const couponText = {
  title: '쿠폰',
  lead: '받은 쿠폰은 주문서에서 한 장씩 사용할 수 있습니다.',
  owned: '보유 쿠폰',
  claimable: '받을 수 있는 쿠폰',
  loading: '쿠폰을 불러오는 중입니다.',
  error: '쿠폰을 불러오지 못했습니다.',
  noOwned: '보유한 쿠폰이 없습니다.',
  noClaimable: '지금 받을 수 있는 쿠폰이 없습니다.',
  claim: '쿠폰 받기',
  claimName: (name: string) => `${name} 받기`,
  claimed: couponMessages.claimed,
  priceOff: (amount: string) => `${amount} 할인`,
  ratioOff: (ratio: number) => `${ratio}% 할인`,
  minOrder: (amount: string) => `${amount} 이상 구매 시`,
  anyOrder: '금액 제한 없음',
  period: (from: string, to: string) => `${from} ~ ${to}`,
  all: '쿠폰 전체 보기',
} as const;
