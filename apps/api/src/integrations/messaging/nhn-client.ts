import { z } from 'zod';
import { ProviderError } from '../provider-error';
import type { AlimTalkMessage, Messaging } from './messaging';

export const NHN_ALIMTALK_BASE_URL = 'https://api-alimtalk.cloud.toast.com';

export interface NhnAlimTalkOptions {
  appKey: string;
  secretKey: string;
  /** The KakaoTalk channel's sender key (40 characters), from the console. */
  senderKey: string;
  /** Default https://api-alimtalk.cloud.toast.com. */
  baseUrl?: string;
  /** Per request. Default 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const answerSchema = z.object({
  header: z.object({
    resultCode: z.number(),
    resultMessage: z.string().nullish(),
    isSuccessful: z.boolean(),
  }),
  message: z
    .object({
      requestId: z.string().nullish(),
      sendResults: z
        .array(
          z.object({
            recipientNo: z.string().nullish(),
            resultCode: z.number(),
            resultMessage: z.string().nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
});

/**
 * NHN Cloud KakaoTalk Bizmessage, AlimTalk API v2.3: one "replaced message" request per
 * message (the provider fills the registered template with `templateParameter`). The request
 * is taken when the header says so and the one recipient's result code is 0.
 */
export function createNhnAlimTalk(options: NhnAlimTalkOptions): Messaging {
  const baseUrl = (options.baseUrl ?? NHN_ALIMTALK_BASE_URL).replace(/\/$/, '');
  const url = `${baseUrl}/alimtalk/v2.3/appkeys/${encodeURIComponent(options.appKey)}/messages`;
  const doFetch = options.fetch ?? fetch;
  return {
    async send(message: AlimTalkMessage) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json;charset=UTF-8',
            'x-secret-key': options.secretKey,
            // The provider refuses a second request with this key within 10 minutes.
            'x-nc-api-idempotency-key': message.idempotencyKey,
          },
          body: JSON.stringify({
            senderKey: options.senderKey,
            templateCode: message.templateCode,
            recipientList: [{ recipientNo: message.to, templateParameter: message.parameters }],
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw new ProviderError(
          0,
          timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
          `알림톡 서버에 연결하지 못했습니다 (${(error as Error).name})`,
          { cause: error },
        );
      }
      const parsed = answerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) {
        throw new ProviderError(
          response.status,
          'INVALID_RESPONSE',
          `알림톡 서버의 응답을 읽지 못했습니다 (HTTP ${response.status})`,
        );
      }
      const { header, message: body } = parsed.data;
      if (!response.ok || !header.isSuccessful || header.resultCode !== 0) {
        throw new ProviderError(
          response.status,
          String(header.resultCode),
          `알림톡 요청 거절 ${header.resultCode}: ${header.resultMessage ?? `HTTP ${response.status}`}`,
        );
      }
      const result = body?.sendResults?.[0];
      if (!result) {
        throw new ProviderError(response.status, 'INVALID_RESPONSE', '알림톡 발송 결과가 없습니다');
      }
      if (result.resultCode !== 0) {
        throw new ProviderError(
          response.status,
          String(result.resultCode),
          `알림톡 발송 거절 ${result.resultCode}: ${result.resultMessage ?? ''}`.trim(),
        );
      }
    },
  };
}
