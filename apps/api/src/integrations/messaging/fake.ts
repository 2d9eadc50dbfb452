import type { SentAlimTalk } from '@shop/sandboxes';
import type { FileBox } from '../../lib/file-box';
import { ProviderError } from '../provider-error';
import type { AlimTalkMessage, Messaging } from './messaging';

export type { SentAlimTalk };
export type AlimTalkBox = FileBox<SentAlimTalk>;

/**
 * The local stand-in for the AlimTalk provider: records what would have been sent (in memory,
 * and in `box` when given, for /sandbox/alimtalk). `failWith` makes every send fail until it is
 * called with null.
 */
export function createMessagingFake(box?: AlimTalkBox) {
  const sent: SentAlimTalk[] = [];
  let failure: string | null = null;
  const fake: Messaging & {
    sent: SentAlimTalk[];
    failWith(message: string | null): void;
  } = {
    sent,
    failWith(message) {
      failure = message;
    },
    async send(message: AlimTalkMessage) {
      if (failure !== null) throw new ProviderError(500, 'FAKE_REFUSAL', failure);
      const record: SentAlimTalk = {
        to: message.to,
        template_code: message.templateCode,
        parameters: message.parameters,
        text: message.text,
        sent_at: new Date().toISOString(),
      };
      sent.push(record);
      await box?.put(record);
    },
  };
  return fake;
}
export type MessagingFake = ReturnType<typeof createMessagingFake>;
