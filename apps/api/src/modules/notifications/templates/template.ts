import type { NotificationEvent } from '@shop/contract/notifications';
import type { MailContent } from './layout';

/** The values every order notification carries. */
export interface OrderValues {
  /** Who the order is for (the recipient's name). */
  name: string;
  orderNumber: string;
  orderName: string;
  /** The member's orders page. */
  orderUrl: string;
}

/** One event's words: the mail, and the AlimTalk template registered with Kakao. */
export interface NotificationTemplate<V extends OrderValues = OrderValues> {
  event: NotificationEvent;
  /** The AlimTalk template code registered with the provider (up to 20 characters). */
  alimTalkCode: string;
  /** The AlimTalk template body, `#{name}` fields included, exactly as registered. */
  alimTalkBody: string;
  mail(values: V): MailContent;
}
