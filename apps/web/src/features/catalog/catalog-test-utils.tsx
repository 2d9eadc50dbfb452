import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider, useAuth } from '../../shared/auth/auth-context';
import { OrderProbe, testQueryClient } from '../../shared/testing/render';
import { testMember } from '../../shared/testing/session';
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

export { clearTokens, storeAccessToken } from '../../shared/testing/session';
export const signedInUser = testMember;

function AuthStatus() {
  return <span data-testid="auth-status">{useAuth().status}</span>;
}

/** The page at `path` with the app's providers, plus /order to read what was handed over. */
export function renderRoute(pattern: string, path: string, page: ReactNode) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
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
