import { z } from 'zod';
import { keptListRoutes } from '../lib/kept-list-routes';

/** An AlimTalk message as the shop's local stand-in for the provider keeps it. */
const sentAlimTalkSchema = z.object({
  to: z.string(),
  template_code: z.string(),
  parameters: z.record(z.string(), z.string()),
  text: z.string(),
  sent_at: z.string(),
});
export type SentAlimTalk = z.infer<typeof sentAlimTalkSchema>;

/** What the stand-in recorded, newest first. */
export interface AlimTalkBox {
  list(): Promise<SentAlimTalk[]>;
}

/** The AlimTalk stand-in: what the shop would have sent through KakaoTalk, as JSON and a page. */
export const sandboxAlimTalkRoutes = keptListRoutes({
  name: 'alimtalk',
  summary: '보낸 알림톡 (최신순, 개발용)',
  schema: sentAlimTalkSchema,
  item: (m) => ({
    to: m.to,
    templateCode: m.template_code,
    sentAt: m.sent_at,
    text: m.text,
  }),
});
