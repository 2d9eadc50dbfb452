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
