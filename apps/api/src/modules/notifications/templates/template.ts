import type { NotificationEvent } from '@shop/contract/notifications';
import type { MailContent } from './layout';

/** The values every order notification carries. */
export interface OrderValues {
  /** Who the order is for (the recipient's name). */
  name: string;
  orderNumber: string;
  orderName: string;
  /** Where the orderer sees the order: the member's orders page, or 비회원 주문조회. */
  orderUrl: string;
  /** Set on a guest's order ('guest-order'): the way back is the order lookup. */
  orderPage?: string;
}

/** A guest's order is found again with 비회원 주문조회 (number, name or mobile, password). */
export const isGuestOrder = (v: OrderValues) => v.orderPage === 'guest-order';

/** The mail's button back to the order, named for who ordered. */
export const orderAction = (v: OrderValues) => ({
  label: isGuestOrder(v) ? '비회원 주문조회' : '주문 내역 보기',
  url: v.orderUrl,
});

/** The line that tells a guest how to find the order again. */
export const guestLookupLine =
  '주문 내역은 비회원 주문조회에서 주문번호와 주문하신 분의 이름 또는 휴대폰 번호, 주문 비밀번호로 확인할 수 있습니다.';

/** One event's words: the mail, and the AlimTalk template registered with Kakao. */
export interface NotificationTemplate<V extends OrderValues = OrderValues> {
  event: NotificationEvent;
  /** The AlimTalk template code registered with the provider (up to 20 characters). */
  alimTalkCode: string;
  /** The AlimTalk template body, `#{name}` fields included, exactly as registered. */
  alimTalkBody: string;
  mail(values: V): MailContent;
}
