import { couponMessages } from '@shop/contract/coupons';
import { paymentMessages } from '@shop/contract/payments';
import { shippingMessages } from '@shop/contract/shipping';

/** Every text the order screens show, in one place (DECISIONS: Korean, reviewed together). */
export const checkoutText = {
  title: '주문서',
  loading: '주문 정보를 불러오는 중입니다.',
  noHandoffTitle: '주문할 상품이 없습니다.',
  noHandoffHint:
    '장바구니에서 상품을 선택하거나 상품 페이지에서 바로 구매를 눌러 주문을 시작해주세요.',
  toCart: '장바구니로',
  toProducts: '상품 보러 가기',
  startError: '주문을 시작하지 못했습니다.',
  retry: '다시 시도',
  chooseTitle: '어떻게 주문하시겠어요?',
  chooseHint:
    '회원으로 주문하면 쿠폰과 배송지 목록을 쓸 수 있습니다. 가입하지 않고도 주문할 수 있습니다.',
  toLogin: '로그인하고 주문',
  asGuest: '비회원으로 주문',
  signInToOrder: '로그인하면 회원으로 주문할 수 있습니다.',

  ordererHeading: '주문자 정보',
  ordererName: '주문하는 분',
  ordererPhone: '주문자 휴대폰 번호',
  ordererEmail: '이메일',
  ordererEmailHint: '주문 확인과 배송 안내를 보내 드립니다.',
  guestPassword: '주문 비밀번호',
  guestPasswordHint: '비회원 주문조회에 씁니다. 4~20자.',
  guestPasswordConfirm: '주문 비밀번호 확인',
  guestPasswordMismatch: '주문 비밀번호가 서로 다릅니다.',
  guestConsent: '위 내용을 확인했으며 개인정보 수집·이용에 동의합니다. (필수)',
  fixOrderer: '주문자 정보를 확인해주세요.',

  itemsHeading: '주문 상품',
  itemsCount: (n: number) => `${n}개`,
  quantity: (n: number) => `수량 ${n}개`,
  optionLabel: '옵션',

  recipientHeading: '배송 정보',
  savedAddresses: '배송지 목록',
  savedAddressesTitle: '배송지 선택',
  recipientName: '받는 분',
  email: '이메일',
  emailHint: '주문 확인 안내를 받을 주소입니다. 비워둘 수 있습니다.',
  saveDelivery: '이 주소를 배송지 목록에 저장',
  deliveryName: '배송지 이름',
  deliveryNamePlaceholder: '예) 집, 회사',
  addressPicked: (name: string) => `'${name}' 배송지를 불러왔습니다.`,

  couponHeading: '쿠폰',
  couponNone: '사용할 수 있는 쿠폰이 없습니다.',
  couponLoading: '쿠폰을 불러오는 중…',
  couponError: '쿠폰을 불러오지 못했습니다. 쿠폰 없이 주문할 수 있습니다.',
  couponHint: '쿠폰은 한 장만 쓸 수 있습니다. 다시 누르면 선택이 풀립니다.',
  couponPrice: (won: string) => `${won} 할인`,
  couponRatio: (percent: number) => `${percent}% 할인`,
  couponMin: (won: string) => `${won} 이상 주문 시`,
  couponUntil: (date: string) => `${date}까지`,
  couponSelected: '적용됨',
  couponNotStarted: '아직 사용 기간이 아닌 쿠폰입니다.',
  couponExpired: couponMessages.expired,
  couponMinOrder: couponMessages.minOrder,
  couponNoDiscount: '이 주문에는 할인되는 금액이 없습니다.',

  pointsHeading: '적립금',
  pointsLoading: '적립금을 불러오는 중…',
  pointsError: '적립금을 불러오지 못했습니다. 적립금 없이 주문할 수 있습니다.',
  pointsBalance: (balance: string, usable: string) =>
    `보유 적립금 ${balance} · 사용 가능 ${usable}`,
  pointsAmount: '사용할 적립금',
  pointsAll: '전액 사용',
  pointsHint: '1원 단위로 사용할 수 있습니다.',

  totalsHeading: '결제 금액',
  itemsTotal: '상품 금액',
  discount: '쿠폰 할인',
  pointsUsed: '적립금 사용',
  shipping: '배송비',
  shippingFree: '무료',
  islandFee: shippingMessages.islandFee,
  islandZone: (zone: string) => `${zone} 지역`,
  shippingRule: '50,000원 이상 주문 시 무료 배송 (미만 3,000원)',
  total: '최종 결제 금액',

  paymentHeading: '결제 수단',
  widgetLoading: '결제 수단을 불러오는 중…',
  widgetError: '결제 수단을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  pay: (won: string) => `${won} 결제하기`,
  paying: '결제를 준비하고 있습니다…',
  noPaymentNeeded: '쿠폰과 적립금으로 전액 결제되어 결제 수단을 고르지 않아도 됩니다.',
  placeFree: (won: string) => `${won} 주문하기`,
  placingFree: '주문을 완료하고 있습니다…',
  /** What an order coupon and points pay in full records as its payment method. */
  freeMethod: (points: number) => (points > 0 ? '적립금' : '쿠폰'),
  totalChanged: '결제 금액이 바뀌었습니다. 금액을 확인한 뒤 다시 눌러주세요.',
  needAgreement: '결제 약관에 동의해주세요.',
  fixForm: '배송 정보를 확인해주세요.',
  paymentNotRequested: '결제를 요청하지 못했습니다. 다시 시도해주세요.',

  successTitle: '결제가 완료되었습니다.',
  successLead: '주문해주셔서 감사합니다. 주문 내역은 마이페이지에서 확인할 수 있습니다.',
  depositTitle: '주문이 접수되었습니다.',
  depositLead: '입금 기한 안에 아래 계좌로 입금해주세요.',
  depositNote: '입금이 확인되면 주문이 확정되며, 메일과 알림톡으로도 알려 드립니다.',
  depositReceiptOnly:
    '입금하실 계좌는 메일과 알림톡으로 보내 드렸습니다. 주문하신 회원으로 로그인하면 주문 내역에서도 볼 수 있습니다.',
  orderAmount: '주문 금액',
  confirming: '결제를 확인하고 있습니다…',
  confirmError: '결제를 확인하지 못했습니다.',
  missingQuery: paymentMessages.missingQuery,
  orderNumber: '주문번호',
  paidAmount: '결제 금액',
  shipTo: '배송지',
  orderState: '주문 상태',
  receiptOnly: '주문 상품과 배송지는 주문하신 회원으로 로그인하면 주문 내역에서 볼 수 있습니다.',
  toMypage: '주문 내역 보기',
  guestLead: '주문해주셔서 감사합니다. 주문 내역은 비회원 주문조회에서 확인할 수 있습니다.',
  guestLookupHint:
    '주문번호와 주문하신 분의 이름 또는 휴대폰 번호, 주문 비밀번호로 조회합니다. 주문번호는 이메일로도 보내 드렸습니다.',
  toGuestLookup: '비회원 주문조회',
  keepShopping: '쇼핑 계속하기',

  failTitle: '결제가 완료되지 않았습니다.',
  failLead:
    '청구된 금액은 없습니다. 주문은 결제 대기 상태로 남아 있어 같은 주문서로 다시 결제할 수 있습니다.',
  failHelp: '문제가 계속되면 고객센터나 Q&A 게시판으로 알려 주세요.',
  backToOrder: '주문서로 돌아가기',

  pendingTitle: '결제 확인 중',
  pendingLead: '카드사와 결제를 확인하고 있습니다. 확인이 끝나면 이 화면이 저절로 바뀝니다.',
  pendingNoDouble:
    '같은 결제가 두 번 청구되지 않습니다. 다시 결제하지 마시고 잠시만 기다려주세요. 이 화면을 닫아도 확인은 계속되며, 결과는 주문 내역에서 볼 수 있습니다.',
  unsettledTitle: '결제가 완료되지 않았습니다.',
  notCharged: '결제 금액은 청구되지 않았습니다.',
  refunded: (won: string) =>
    `결제된 ${won}은 카드사를 통해 환불되었습니다. 카드사에 따라 환불 반영까지 며칠 걸릴 수 있습니다.`,
  refundPending: (won: string) => `결제된 ${won}의 환불을 진행하고 있습니다.`,
  orderAgain: '다시 주문하기',
  statusUnavailable: '결제 결과를 불러오지 못했습니다. 주문 내역에서 확인해주세요.',
} as const;

/** The payment methods the widget can answer, as the order records them. */
export const paymentMethodNames: Record<string, string> = {
  CARD: '카드',
  TRANSFER: '계좌이체',
  VIRTUAL_ACCOUNT: '가상계좌',
  MOBILE_PHONE: '휴대폰',
  TOSSPAY: '토스페이',
  KAKAOPAY: '카카오페이',
  NAVERPAY: '네이버페이',
};
