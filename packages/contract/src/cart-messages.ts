/** The cart's answers and field messages, apart from its schemas: a page shows them without zod. */
export const cartMessages = {
  selectOption: '옵션을 하나 이상 선택해주세요.',
  loginRequired: '로그인이 필요합니다.',
  quantityMin: '수량은 1개 이상이어야 합니다.',
  maxQuantity: (max: number) => `이 옵션은 최대 ${max}개까지 담을 수 있습니다.`,
  soldOut: (option: string) => `${option} 옵션은 품절되었습니다.`,
  unknownOption: (option: string) => `${option} 옵션을 찾을 수 없습니다.`,
  itemNotFound: '상품을 찾을 수 없습니다.',
  entryNotFound: '장바구니에서 찾을 수 없는 상품입니다.',
  limitedNeedsSignIn: '1인 구매 수량이 정해진 상품은 로그인 후 담을 수 있습니다.',
  /** After sign-in, a line of the browser's cart that could not move in full. */
  mergeKept: (name: string, option: string, kept: number) =>
    kept === 0
      ? `${name} (${option}) 상품은 지금 담을 수 없어 장바구니에 옮기지 못했습니다.`
      : `${name} (${option}) 상품은 재고가 부족해 ${kept}개만 담았습니다.`,
} as const;
