import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider, useAuth } from '../../shared/auth/auth-context';
import { NotifyProvider } from '../../shared/ui/notify';

type Handler = (init: RequestInit | undefined) => { status: number; body?: unknown };

/** Answers fetch from a table of 'METHOD /path' → handler; anything else is a 404. */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    const answer = handler ? handler(init) : { status: 404, body: { detail: '없음' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signedInUser = {
  id: 'ondo01',
  name: '김온도',
  nickname: '온도',
  phone_num: '010-1234-5678',
  email: 'ondo01@naver.com',
  sns_confirm: false,
  email_confirm: false,
  role: 'member',
};

/** Pretends a stored login: the auth state restores it through GET /v1/users/me. */
export function storeAccessToken() {
  // biome-ignore lint/suspicious/noDocumentCookie: the token store reads this cookie
  document.cookie = 'access=test-token; Path=/';
}
export function clearTokens() {
  // biome-ignore lint/suspicious/noDocumentCookie: the token store reads this cookie
  document.cookie = 'access=; Path=/; Max-Age=0';
}

function AuthStatus() {
  return <span data-testid="auth-status">{useAuth().status}</span>;
}

function OrderProbe() {
  return <pre data-testid="order-state">{JSON.stringify(useLocation().state)}</pre>;
}

/** The page at `path` with the app's providers, plus /order to read what was handed over. */
export function renderRoute(pattern: string, path: string, page: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <NotifyProvider>
          <AuthProvider>
            <AuthStatus />
            <Routes>
              <Route path={pattern} element={page} />
              <Route path="/order" element={<OrderProbe />} />
            </Routes>
          </AuthProvider>
        </NotifyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
