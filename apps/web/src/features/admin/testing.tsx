import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../../shared/auth/auth-context';
import { NotifyProvider } from '../../shared/ui/notify';

/** Where the router is now, query included, for tests that expect the address to change. */
function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Renders an admin screen with the app's providers and the sign-in state at `path`. */
export function renderAdmin(ui: ReactNode, { path = '/admin', route = '*' } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <NotifyProvider>
        <MemoryRouter initialEntries={[path]}>
          <AuthProvider>
            <Routes>
              <Route path={route} element={ui} />
            </Routes>
          </AuthProvider>
          <Location />
        </MemoryRouter>
      </NotifyProvider>
    </QueryClientProvider>,
  );
}

type Answer = { status?: number; body?: unknown };

/** Stubs `fetch` with the server's answers per 'METHOD /path'; records every call. */
export function stubApi(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const entry = answers[`${method} ${path}`];
      const answer = typeof entry === 'function' ? entry(body) : entry;
      if (!answer) throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const member = (role: 'member' | 'admin') => ({
  id: role === 'admin' ? 'boss' : 'ondo2024',
  name: '김온도',
  nickname: role === 'admin' ? '운영자' : '온도',
  phone_num: '010-1234-5678',
  email: 'ondo@naver.com',
  sns_confirm: false,
  email_confirm: false,
  role,
  has_password: true,
});
