import type { NotificationChannel } from '@shop/contract/notifications';
import { toDomesticPhone } from '@shop/contract/text';

/** Who an order's notices go to, on each channel. */
export interface Recipient {
  channel: NotificationChannel;
  /** Mail address, or a domestic phone number in digits only. */
  to: string;
  /** The name the notice greets. */
  name: string;
}

/** Who ordered: the member, or a guest's own name, mail address and phone. */
export interface Orderer {
  name: string;
  email: string | null;
  /** A guest's phone; members are reached at the order's recipient phone. */
  phone?: string;
}

/**
 * The one place that chooses where an order's notices go: mail to whoever ordered (when they
 * have an address); AlimTalk to a guest's own phone, or for a member's order to its recipient
 * phone, when it is a domestic mobile number.
 */
export function recipientsOf(
  order: { recipientName: string; phone: string },
  orderer: Orderer | undefined,
): Recipient[] {
  const recipients: Recipient[] = [];
  if (orderer?.email) recipients.push({ channel: 'mail', to: orderer.email, name: orderer.name });
  const [phone, name] = orderer?.phone
    ? [orderer.phone, orderer.name]
    : [order.phone, order.recipientName];
  const domestic = toDomesticPhone(phone);
  // KakaoTalk reaches mobile numbers only.
  if (domestic?.startsWith('01')) {
    recipients.push({ channel: 'alimtalk', to: domestic.replace(/\D/g, ''), name });
  }
  return recipients;
}
