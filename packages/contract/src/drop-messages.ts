/**
 * Limited drops: a product may open for sale at a set time and may be limited to a number of
 * units per member ("1인 N개"), counted across all of that member's orders.
 */
export const dropMessages = {
  notOnSale: (name: string, opensAt: string) => `${name} 상품은 ${opensAt}부터 구매할 수 있습니다.`,
  limitReached: (name: string, max: number, already: number) =>
    already > 0
      ? `${name} 상품은 1인 ${max}개까지 구매할 수 있습니다. (이미 ${already}개 주문)`
      : `${name} 상품은 1인 ${max}개까지 구매할 수 있습니다.`,
  perMember: (max: number) => `1인 ${max}개 구매 가능`,
  upcoming: '판매 예정',
  opensAt: (when: string) => `${when} 오픈`,
  saleStartsInvalid: '판매 시작 시각을 확인해주세요.',
  maxPerMemberInvalid: '1인 구매 한도는 1 이상의 정수로 입력해주세요.',
} as const;
