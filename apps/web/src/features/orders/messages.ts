import { orderMessages } from '@shop/contract/orders';
import { shippingMessages } from '@shop/contract/shipping';

/** The member's orders' Korean strings. */
export const orderText = {
  title: '주문 현황',
  loading: '주문 내역을 불러오는 중입니다.',
  error: '주문 내역을 불러오지 못했습니다.',
  empty: (tab: string) => `${tab} 주문이 없습니다.`,
  emptyHint: '새 컬렉션을 둘러보세요.',
  browse: '상품 보러 가기',
  orderNumber: '주문번호',
  orderedAt: '주문일',
  optionQuantity: (option: string, quantity: number) => `${option} · ${quantity}개`,
  itemsTotal: '상품 금액',
  discount: '쿠폰 할인',
  shipping: '배송비',
  islandFee: shippingMessages.islandFee,
  total: '결제 금액',
  cancel: '주문 취소',
  confirmTitle: '주문을 취소할까요?',
  confirmText: (amount: string) => `결제한 ${amount}은 결제 수단으로 환불됩니다.`,
  confirmYes: '주문 취소하기',
  confirmNo: '돌아가기',
  cancelled: orderMessages.cancelled,
  recipient: '받는 분',
  shipment: '배송 정보',
  carrier: '택배사',
  trackingNumber: '운송장 번호',
  trackingOpens: ' (택배사 배송 조회, 새 창)',
  shippedAt: '출고일',
  refunded: '환불 금액',
  refundedQuantity: (quantity: number) => `환불 ${quantity}개`,
} as const;
