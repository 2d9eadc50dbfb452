import { trackingUrl } from '@shop/contract/carriers';
import {
  type ClaimKind,
  type ClaimStatus,
  claimKindLabels,
  claimStatusLabels,
} from '@shop/contract/claim-rules';
import { formatWon } from '@shop/contract/format';
import type { NotificationEvent, OrderNotification } from '@shop/contract/notifications';
import { notificationLabels } from '@shop/contract/notifications';
import type { Database, Executor } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Messaging } from '../../integrations/messaging/messaging';
import { conflict, notFound } from '../../lib/errors';
import { memberContact } from '../accounts/members-service';
import { noticeFor, type OrderChange, refundKind } from './order-changes';
import { recipientsOf } from './recipients';
import * as repo from './repo';
import { ATTEMPT_LEASE_MS, nextAttemptAfter } from './retry';
import { announceQueued } from './signal';
import { renderAlimTalk, renderMail, TEMPLATES } from './templates/index';
import { alimTalkFields } from './templates/layout';

/** The order's columns a notice reads, as they stand after the change. */
export interface NoticeOrder {
  id: number;
  /** Null for a guest's order. */
  memberId: number | null;
  merchantId: string;
  orderName: string;
  recipientName: string;
  phone: string;
  totalPrice: number;
  carrier: string | null;
  trackingNumber: string | null;
}

/**
 * Money to deposit into a virtual account: where, how much, until when. The change that issued
 * the account records it as its detail's `deposit`.
 */
export interface DepositAccount {
  bank: string;
  accountNumber: string;
  accountHolder: string;
  amount: number;
  /** Until when, in Seoul time ('2026-03-01 23:59'). */
  dueDate: string;
}

/** A guest order's own orderer, read only when a notice is queued for it. */
export type GuestOrdererLookup = () => Promise<
  { ordererName: string; ordererPhone: string; ordererEmail: string } | undefined
>;

const mailTemplateOf = (event: NotificationEvent) => event.toLowerCase().replace(/_/g, '-');

async function ordererOf(tx: Executor, order: NoticeOrder, guest: GuestOrdererLookup) {
  if (order.memberId !== null) return memberContact(tx, order.memberId);
  const row = await guest();
  return row && { name: row.ordererName, email: row.ordererEmail, phone: row.ordererPhone };
}

async function queue(
  tx: Executor,
  order: NoticeOrder,
  guest: GuestOrdererLookup,
  event: NotificationEvent,
  values: Record<string, string>,
  eventId: number | null,
) {
  const recipients = recipientsOf(order, await ordererOf(tx, order, guest));
  await repo.insertNotifications(
    tx,
    recipients.map((r) => ({
      orderId: order.id,
      eventId,
      event,
      channel: r.channel,
      recipient: r.to,
      template: r.channel === 'mail' ? mailTemplateOf(event) : TEMPLATES[event].alimTalkCode,
      variables: {
        name: r.name,
        orderNumber: order.merchantId,
        orderName: order.orderName,
        ...(order.memberId === null && { orderPage: 'guest-order' }),
        ...values,
      },
    })),
  );
  if (recipients.length > 0) announceQueued();
}

/**
 * Queues the notices of one recorded order change (by `tx`, the change's own transaction: a
 * rolled-back change leaves none). Called by the orders module as it writes the change's
 * order_events row; a change that calls for no notice queues nothing.
 */
export async function queueOrderNotices(
  tx: Executor,
  change: OrderChange & { eventId: number; order: NoticeOrder; guest: GuestOrdererLookup },
) {
  const event = noticeFor(change);
  if (!event) return;
  const { order } = change;
  // Only members write 구매평: a guest's confirmed order asks for none.
  if (event === 'REVIEW_REQUEST' && order.memberId === null) return;
  const values: Record<string, string> = {};
  if (event === 'ORDER_PLACED') values.total = formatWon(order.totalPrice);
  if (event === 'SHIPPED') {
    const number = order.trackingNumber ?? '';
    values.carrier = order.carrier ?? '';
    values.trackingNumber = number;
    values.trackingUrl = trackingUrl(order.carrier, number) ?? '';
  }
  if (event === 'REFUNDED') {
    values.amount = formatWon(change.amount);
    values.kind = refundKind(change);
  }
  if (event === 'REVIEW_REQUEST') values.orderPage = 'mypage/reviews';
  if (event === 'CLAIM_UPDATED') {
    const kind = change.detail?.kind as ClaimKind;
    const status = change.detail?.status as ClaimStatus;
    values.claimKind = claimKindLabels[kind] ?? '교환·반품';
    values.claimStatus = claimStatusLabels[status] ?? '';
  }
  if (event === 'DEPOSIT_GUIDE') {
    const account = change.detail?.deposit as DepositAccount | undefined;
    if (!account) return;
    Object.assign(values, {
      bank: account.bank,
      accountNumber: account.accountNumber,
      accountHolder: account.accountHolder,
      amount: formatWon(account.amount),
      dueDate: account.dueDate,
    });
  }
  await queue(tx, order, change.guest, event, values, change.eventId);
}

/** Who a 재입고 알림 goes to: a member's contact, or a guest's own mobile number. */
export interface RestockContact {
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * Queues the 재입고 알림 of one request, in its wave's transaction: mail and AlimTalk where the
 * shopper can be reached; once per request and channel however often it is asked.
 */
export async function queueRestockNotices(
  tx: Executor,
  notice: { requestId: number; itemId: number; itemName: string; optionLabel: string },
  contact: RestockContact,
) {
  const recipients = recipientsOf(
    { recipientName: contact.name, phone: contact.phone ?? '' },
    { name: contact.name, email: contact.email },
  );
  await repo.insertNotifications(
    tx,
    recipients.map((r) => ({
      orderId: null,
      restockRequestId: notice.requestId,
      event: 'RESTOCKED' as const,
      channel: r.channel,
      recipient: r.to,
      template:
        r.channel === 'mail' ? mailTemplateOf('RESTOCKED') : TEMPLATES.RESTOCKED.alimTalkCode,
      variables: {
        name: r.name,
        orderNumber: '',
        orderName: notice.itemName,
        itemName: notice.itemName,
        optionLabel: notice.optionLabel,
        orderPage: `product/${notice.itemId}`,
      },
    })),
  );
  if (recipients.length > 0) announceQueued();
  return recipients.length;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export interface DeliveryOutcome {
  sent: number;
  retrying: number;
  failed: number;
}

/** Sends the queued notifications and shows them to the back office. */
export function createNotificationService(deps: {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  messaging: Messaging;
  /** The shop's address, for links back to it. */
  publicUrl: string;
  /** How many notifications one run takes at a time. */
  batchSize?: number;
}) {
  const { db, mailer, messaging } = deps;
  const batchSize = deps.batchSize ?? 20;
  async function send(row: repo.NotificationRow) {
    const orderUrl = `${deps.publicUrl}/${row.variables.orderPage ?? 'mypage'}`;
    const values: Record<string, string> = { orderUrl, ...row.variables };
    // A carrier the shop does not know has no tracking page: the order page instead.
    if (values.trackingUrl === '') values.trackingUrl = orderUrl;
    if (row.channel === 'mail') {
      await mailer.send({ to: row.recipient, ...renderMail(row.event, values) });
      return;
    }
    const body = TEMPLATES[row.event].alimTalkBody;
    await messaging.send({
      to: row.recipient,
      templateCode: row.template,
      parameters: Object.fromEntries(alimTalkFields(body).map((f) => [f, values[f] ?? ''])),
      text: renderAlimTalk(row.event, values),
      idempotencyKey: `notification-${row.id}-${row.attempts}`,
    });
  }

  return {
    /**
     * Sends what is due by `now`, a batch at a time until none is left: each notification is
     * claimed for one attempt in a short transaction, sent outside it, then marked sent, given
     * another attempt later, or failed after the last one.
     */
    async deliverDue(now: Date = new Date()): Promise<DeliveryOutcome> {
      const outcome: DeliveryOutcome = { sent: 0, retrying: 0, failed: 0 };
      for (;;) {
        const rows = await repo.claimDue(db, now, batchSize, ATTEMPT_LEASE_MS);
        for (const row of rows) {
          try {
            await send(row);
            await repo.markSent(db, row.id, new Date());
            outcome.sent += 1;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const next = nextAttemptAfter(row.attempts, now);
            if (next) {
              await repo.markRetry(db, row.id, message, next);
              outcome.retrying += 1;
            } else {
              await repo.markFailed(db, row.id, message);
              outcome.failed += 1;
            }
          }
        }
        if (rows.length < batchSize) return outcome;
      }
    },

    async forOrder(orderId: number): Promise<OrderNotification[]> {
      return (await repo.listForOrder(db, orderId)).map((r) => ({
        notification_id: r.id,
        event: r.event,
        channel: r.channel,
        recipient: r.recipient,
        status: r.status,
        attempts: r.attempts,
        last_error: r.lastError,
        created_at: r.createdAt.toISOString(),
        sent_at: iso(r.sentAt),
        next_attempt_at: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
      }));
    },

    /**
     * A failed notification gets a fresh set of attempts, starting now; answers its order (null
     * for a 재입고 알림).
     */
    async resend(id: number): Promise<number | null> {
      const row = await repo.find(db, id);
      if (!row) throw notFound(notificationLabels.notFound);
      if (!(await repo.retryFailed(db, id, new Date()))) {
        throw conflict(notificationLabels.notFailed);
      }
      announceQueued();
      return row.orderId;
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
