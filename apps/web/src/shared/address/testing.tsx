import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { NotifyProvider } from '../ui/notify';

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

export const checkoutConfig = (postcode = '/sandbox/postcode/postcode.v2.js') => ({
  status: 200,
  body: {
    toss_client_key: 'test_gck_sandbox',
    toss_sdk_url: '/sandbox/toss/sdk.js',
    sandbox: true,
    postcode_script_url: postcode,
  },
});

/** `ui` with a fresh query client and the toasts. */
export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <NotifyProvider>{ui}</NotifyProvider>
    </QueryClientProvider>,
  );
}

/** jsdom has no matchMedia: a desktop (or mobile) window for the media-query hooks. */
export function stubMatchMedia({ mobile = false }: { mobile?: boolean } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') ? mobile : !mobile,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
