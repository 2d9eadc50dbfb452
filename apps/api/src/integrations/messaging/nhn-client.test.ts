import { describe, expect, it } from 'vitest';
import type { AlimTalkMessage } from './messaging';
import { createNhnAlimTalk } from './nhn-client';

interface Seen {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** An in-process stand-in for the provider's endpoint: records each request, answers `answer`. */
function provider(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request: Seen = {
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)),
    };
    seen.push(request);
    return answer(request);
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const accepted = (recipientNo: string) =>
  json({
    header: { resultCode: 0, resultMessage: 'success', isSuccessful: true },
    message: {
      requestId: '20260301000000abcdef',
      senderGroupingKey: null,
      sendResults: [
        {
          recipientSeq: 1,
          recipientNo,
          resultCode: 0,
          resultMessage: '',
          recipientGroupingKey: null,
        },
      ],
    },
  });

const message: AlimTalkMessage = {
  to: '01012345678',
  templateCode: 'ONDO_ORDER_PLACED',
  parameters: { name: '김온도', orderNumber: '20260301-ABCDEFGHJK' },
  text: '[ONDO STUDIO] 주문 완료 …',
  idempotencyKey: 'notification-7-1',
};

const keys = { appKey: 'app key/1', secretKey: 'secret', senderKey: 's'.repeat(40) };

describe('the NHN Cloud AlimTalk client', () => {
  it('sends one replaced message with the keys, template code and parameters', async () => {
    const p = provider((s) =>
      accepted(String((s.body.recipientList as { recipientNo: string }[])[0]!.recipientNo)),
    );
    await createNhnAlimTalk({ ...keys, fetch: p.fetch }).send(message);
    expect(p.seen).toHaveLength(1);
    const [request] = p.seen;
    expect(request!.url).toBe(
      'https://api-alimtalk.cloud.toast.com/alimtalk/v2.3/appkeys/app%20key%2F1/messages',
    );
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json;charset=UTF-8',
      'x-secret-key': 'secret',
      'x-nc-api-idempotency-key': 'notification-7-1',
    });
    expect(request!.body).toEqual({
      senderKey: 's'.repeat(40),
      templateCode: 'ONDO_ORDER_PLACED',
      recipientList: [
        {
          recipientNo: '01012345678',
          templateParameter: { name: '김온도', orderNumber: '20260301-ABCDEFGHJK' },
        },
      ],
    });
  });

  it('fails as a provider error carrying the code, and a timeout as TIMEOUT', async () => {
    const refused = provider(() =>
      json({ header: { resultCode: -1000, resultMessage: 'Invalid appKey', isSuccessful: false } }),
    );
    await expect(
      createNhnAlimTalk({ ...keys, fetch: refused.fetch }).send(message),
    ).rejects.toMatchObject({
      status: 200,
      code: '-1000',
    });
    const slow = provider(
      (_seen) =>
        new Promise<Response>((_resolve, reject) =>
          setTimeout(() => reject(new DOMException('timed out', 'TimeoutError')), 5),
        ),
    );
    await expect(
      createNhnAlimTalk({ ...keys, fetch: slow.fetch }).send(message),
    ).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
  });

  it('fails on a refused request, naming the code and message', async () => {
    const p = provider(() =>
      json({ header: { resultCode: -1000, resultMessage: 'Invalid appKey', isSuccessful: false } }),
    );
    await expect(createNhnAlimTalk({ ...keys, fetch: p.fetch }).send(message)).rejects.toThrow(
      '알림톡 요청 거절 -1000: Invalid appKey',
    );
  });

  it('fails when the recipient was refused although the request was taken', async () => {
    const p = provider(() =>
      json({
        header: { resultCode: 0, resultMessage: 'success', isSuccessful: true },
        message: {
          requestId: 'r',
          sendResults: [
            {
              recipientSeq: 1,
              recipientNo: '01012345678',
              resultCode: -3012,
              resultMessage: 'template not found',
            },
          ],
        },
      }),
    );
    await expect(createNhnAlimTalk({ ...keys, fetch: p.fetch }).send(message)).rejects.toThrow(
      '알림톡 발송 거절 -3012: template not found',
    );
  });

  it('fails on an answer it cannot read and on no answer at all', async () => {
    const html = provider(() => new Response('<html>502</html>', { status: 502 }));
    await expect(createNhnAlimTalk({ ...keys, fetch: html.fetch }).send(message)).rejects.toThrow(
      '응답을 읽지 못했습니다 (HTTP 502)',
    );
    const down = provider(() => {
      throw new TypeError('fetch failed');
    });
    await expect(createNhnAlimTalk({ ...keys, fetch: down.fetch }).send(message)).rejects.toThrow(
      '알림톡 서버에 연결하지 못했습니다 (TypeError)',
    );
  });

  it('talks to another base address when given one', async () => {
    const p = provider(() => accepted('01012345678'));
    await createNhnAlimTalk({ ...keys, baseUrl: 'http://127.0.0.1:9/', fetch: p.fetch }).send(
      message,
    );
    expect(p.seen[0]!.url).toBe('http://127.0.0.1:9/alimtalk/v2.3/appkeys/app%20key%2F1/messages');
  });
});
