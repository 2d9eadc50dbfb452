import { escapeHtml } from '@shop/contract/text';
import { z } from 'zod';
import { keptListRoutes } from '../lib/kept-list-routes';
import { Html } from '../render';

/** A mail as the shop's outbox keeps it. */
const outboxMailSchema = z.object({
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sent_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The shop's outbox, newest first. */
export interface MailBox {
  list(): Promise<OutboxMail[]>;
}

/** Plain text with its links made clickable (the text is escaped first). */
const linkify = (text: string) =>
  new Html(escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`));

/** The development outbox: what the shop would have mailed, as JSON and as a page. */
export const sandboxMailRoutes = keptListRoutes({
  name: 'mail',
  summary: '보낸 메일 (최신순, 개발용)',
  schema: outboxMailSchema,
  images: 'data:',
  item: (m) => ({
    subject: m.subject,
    from: m.from,
    to: m.to,
    sentAt: m.sent_at,
    text: linkify(m.text),
    html: m.html,
  }),
});
