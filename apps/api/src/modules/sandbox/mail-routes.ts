import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Outbox, OutboxMail } from '../../integrations/mail/outbox';
import { escapeHtml } from '../../lib/html';

const outboxMailSchema = z.object({
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sent_at: z.string(),
});

/** Plain text with its links made clickable (the text is escaped first). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function renderOutbox(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">${escapeHtml(m.from)} → ${escapeHtml(m.to)} · ${escapeHtml(m.sent_at)}</p>
  <pre>${linkify(m.text)}</pre>
  <iframe sandbox title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>개발용 메일함</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px;color:#1d1d1b}
article{border-top:1px solid #ddd;padding:16px 0}h2{font-size:16px;margin:0 0 4px}.meta{color:#666;font-size:12px}
pre{white-space:pre-wrap;background:#f6f5f2;padding:12px;font-size:13px}iframe{width:100%;height:360px;border:1px solid #eee}</style>
</head><body><h1>개발용 메일함</h1><p>${mails.length}통 (최신순)</p>${items || '<p>보낸 메일이 없습니다.</p>'}</body></html>`;
}

/** The development outbox: what the shop would have mailed, as JSON and as a page. */
export const sandboxMailRoutes: FastifyPluginAsyncZod<{ outbox: Outbox }> = async (
  app,
  { outbox },
) => {
  const tags = ['sandbox'];
  app.get(
    '/mail',
    {
      schema: {
        tags,
        summary: '보낸 메일 (최신순, 개발용)',
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    () => outbox.list(),
  );
  app.get('/mail/view', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      )
      .send(renderOutbox(await outbox.list())),
  );
};
