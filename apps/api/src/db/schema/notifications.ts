import type {
  NotificationChannel,
  NotificationEvent,
  NotificationStatus,
} from '@shop/contract/notifications';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { orderEvents, orders } from './commerce';
import { restockRequests } from './restock';

/**
 * The outbox of notifications: each row is written in the transaction of the change it tells
 * about (an order's, or a 재입고 알림's wave), and the delivery job sends it afterwards
 * (decision 025).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    /** The order it tells about; null for a notice of no order (재입고 알림). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The 재입고 알림 request it tells (told once per channel). */
    restockRequestId: integer('restock_request_id').references(() => restockRequests.id, {
      onDelete: 'cascade',
    }),
    /** The order change it tells about; none for a notice not tied to one (deposit guide). */
    eventId: integer('event_id').references(() => orderEvents.id, { onDelete: 'cascade' }),
    event: text('event').$type<NotificationEvent>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    /** Mail address or domestic phone number, as it was when the notification was queued. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    status: text('status').$type<NotificationStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due from then while pending; moved ahead while an attempt is under way. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_event_channel_key').on(t.eventId, t.channel),
    unique('notifications_restock_channel_key').on(t.restockRequestId, t.channel),
    check(
      'notifications_subject_check',
      sql`num_nonnulls(${t.orderId}, ${t.restockRequestId}) = 1`,
    ),
    index('notifications_order_idx').on(t.orderId, t.id),
    index('notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('notifications_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('notifications_channel_check', sql`${t.channel} in ('mail', 'alimtalk')`),
  ],
);
