/** The guest order's answers and field messages, apart from its schemas. */
export const guestOrderMessages = {
  passwordRequired: '주문 비밀번호를 입력해주세요.',
  passwordRule: '주문 비밀번호는 4~20자입니다.',
  consentRequired: '비회원 구매를 위한 개인정보 수집·이용에 동의해주세요.',
  orderNumberRequired: '주문번호를 입력해주세요.',
  ordererRequired: '주문하신 분의 이름 또는 휴대폰 번호를 입력해주세요.',
  /** One answer for every wrong field: it must not tell which one was wrong. */
  notFound: '주문 정보가 일치하지 않습니다. 주문번호와 입력한 정보를 확인해주세요.',
  limitedNeedsMember: (name: string) =>
    `${name} 상품은 1인 구매 수량이 정해져 있어 회원만 주문할 수 있습니다.`,
  noCart: '장바구니가 비어 있습니다. 상품을 다시 담아주세요.',
} as const;

/**
 * What a guest agrees to before buying: the consent Korean law asks of a shop that collects
 * personal data from someone who is not a member. Shown in full on the order sheet; the version
 * is kept with the order.
 */
export const guestPrivacyConsent = {
  version: '2026-11',
  title: '비회원 구매 개인정보 수집·이용 동의 (필수)',
  items: [
    [
      '수집 항목',
      '주문하신 분의 이름, 휴대폰 번호, 이메일, 주문 비밀번호(암호화하여 저장), 받는 분의 이름·연락처·주소',
    ],
    [
      '이용 목적',
      '주문 접수와 결제, 상품 배송, 주문 조회·취소·교환·반품, 주문 관련 안내(이메일·카카오 알림톡)',
    ],
    [
      '보유 기간',
      '전자상거래 등에서의 소비자보호에 관한 법률에 따라 계약·청약철회·대금결제 및 재화 공급에 관한 기록은 5년, 소비자 불만 또는 분쟁처리에 관한 기록은 3년 보관 후 파기',
    ],
    [
      '동의 거부',
      '동의를 거부할 수 있으나, 거부하면 비회원 구매를 할 수 없습니다. 회원가입 후 구매할 수 있습니다.',
    ],
  ] as const,
} as const;
