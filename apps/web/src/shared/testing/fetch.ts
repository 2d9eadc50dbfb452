import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined) => { status: number; body?: unknown };

/** Answers fetch from a table of 'METHOD /path' → handler; anything else is a 404. */
export function stubFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    const answer = handler ? handler(init) : { status: 404, body: { detail: '없음' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What the stub answers a call with; 'network-error' makes fetch fail as when offline. */
export type StubAnswer = { status?: number; body?: unknown } | 'network-error';

export interface StubCall {
  method: string;
  path: string;
  /** The parsed JSON body, when the call sent one. */
  body?: unknown;
  /** The multipart body, when the call sent one. */
  form?: FormData;
  /** The authorization header, when the call sent one. */
  auth?: string;
  /** The Idempotency-Key header, when the call sent one. */
  idempotencyKey?: string;
}

/**
 * Stubs `fetch` with the server's answers per 'METHOD /path?query' (an answer or a function of
 * the parsed JSON body) and records every call. A call without an answer is a 404, or a network
 * failure with `otherwise: 'network-error'`.
 */
export function stubApi(
  answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>,
  { otherwise = 'not-found' }: { otherwise?: 'not-found' | 'network-error' } = {},
) {
  const calls: StubCall[] = [];
  const unknown: StubAnswer =
    otherwise === 'network-error' ? 'network-error' : { status: 404, body: { detail: '없음' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const form = init?.body instanceof FormData ? init.body : undefined;
      const headers = init?.headers as Record<string, string> | undefined;
      const auth = headers?.authorization;
      const idempotencyKey = headers?.['idempotency-key'];
      calls.push({
        method,
        path,
        body,
        auth,
        ...(form && { form }),
        ...(idempotencyKey && { idempotencyKey }),
      });
      const entry = answers[`${method} ${path}`];
      const answer = (typeof entry === 'function' ? entry(body) : entry) ?? unknown;
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The server's 422 about one field, as FastAPI words it: `loc` from 'body' down to the field. */
export const fieldRefusal = (loc: string[], msg: string): StubAnswer => ({
  status: 422,
  body: { detail: [{ loc: ['body', ...loc], msg, type: 'value_error' }] },
});
