import type { NotificationEvent } from '@shop/contract/notifications';
import { claimUpdated } from './claim-updated';
import { delivered } from './delivered';
import { depositGuide } from './deposit-guide';
import { fillAlimTalk, layoutMail, type RenderedMail } from './layout';
import { orderPlaced } from './order-placed';
import { refunded } from './refunded';
import { restocked } from './restocked';
import { reviewRequest } from './review-request';
import { shipped } from './shipped';
import type { NotificationTemplate, OrderValues } from './template';

/** The template of each event. */
export const TEMPLATES: Record<NotificationEvent, NotificationTemplate<never>> = {
  ORDER_PLACED: orderPlaced,
  DEPOSIT_GUIDE: depositGuide,
  SHIPPED: shipped,
  DELIVERED: delivered,
  REFUNDED: refunded,
  CLAIM_UPDATED: claimUpdated,
  REVIEW_REQUEST: reviewRequest,
  RESTOCKED: restocked,
};

/** The mail of an event for stored values (as queued). */
export function renderMail(event: NotificationEvent, values: Record<string, string>): RenderedMail {
  const template = TEMPLATES[event] as unknown as NotificationTemplate<OrderValues>;
  return layoutMail(template.mail(values as unknown as OrderValues));
}

/** The AlimTalk text of an event for stored values, as the shopper reads it. */
export function renderAlimTalk(event: NotificationEvent, values: Record<string, string>): string {
  return fillAlimTalk(TEMPLATES[event].alimTalkBody, values);
}
