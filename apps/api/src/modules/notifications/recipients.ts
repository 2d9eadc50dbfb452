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

/**
 * The one place that chooses where an order's notices go: mail to the member who ordered (when
 * they have an address), AlimTalk to the order's recipient phone (when it is a domestic mobile one).
 */
export function recipientsOf(
  order: { recipientName: string; phone: string },
  orderer: { name: string; email: string | null } | undefined,
): Recipient[] {
  const recipients: Recipient[] = [];
  if (orderer?.email) recipients.push({ channel: 'mail', to: orderer.email, name: orderer.name });
  const phone = toDomesticPhone(order.phone);
  // KakaoTalk reaches mobile numbers only.
  if (phone?.startsWith('01')) {
    recipients.push({
      channel: 'alimtalk',
      to: phone.replace(/\D/g, ''),
      name: order.recipientName,
    });
  }
  return recipients;
}
