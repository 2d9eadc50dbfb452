/** The orders' wording without their schemas, for screens that must not load zod. */
export const orderMessages = {
  emptyOrder: '주문할 상품을 선택해주세요.',
  cartEntryNotFound: '장바구니에서 찾을 수 없는 상품이 있습니다. 장바구니를 다시 확인해주세요.',
  itemNotFound: '판매하지 않는 상품이 포함되어 있습니다.',
  itemHidden: (name: string) => `${name} 상품은 판매가 중단되어 주문할 수 없습니다.`,
  optionNotFound: (option: string) => `${option} 옵션을 찾을 수 없습니다.`,
  notEnoughStock: (name: string, option: string, left: number) =>
    left > 0
      ? `${name} (${option}) 상품은 ${left}개까지 주문할 수 있습니다.`
      : `${name} (${option}) 상품이 품절되었습니다.`,
  checkoutNotFound: '주문 정보를 찾을 수 없습니다. 처음부터 다시 주문해주세요.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  linesChanged: '주문 상품이 바뀌었습니다. 처음부터 다시 주문해주세요.',
  totalChanged: (total: string) => `주문 금액이 ${total}으로 바뀌었습니다. 금액을 확인해주세요.`,
  notCancelable: '배송 준비가 시작된 주문은 취소할 수 없습니다. 고객센터로 문의해주세요.',
  cancelled: '주문이 취소되었습니다.',
  notConfirmable: '배송이 완료된 주문만 구매확정할 수 있습니다.',
  confirmed: '구매확정되었습니다.',
  paymentInProgress: '결제 확인 중인 주문입니다. 잠시 후 다시 시도해주세요.',
  recipientRequired: '받는 분 이름을 입력해주세요.',
  addressRequired: '주소를 입력해주세요.',
  postCodeFormat: '우편번호는 숫자 5자리입니다.',
} as const;
