import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../../shared/auth/auth-context';
import { NotifyProvider } from '../../shared/ui/notify';

export const member = {
  id: 'ondo01',
  name: '김온도',
  nickname: '온도',
  phone_num: '010-1234-5678',
  email: 'ondo01@naver.com',
  sns_confirm: false,
  email_confirm: false,
  role: 'member',
  has_password: true,
};

interface Call {
  method: string;
  path: string;
  auth: string | null;
}

/** Stubs `fetch` with answers per 'METHOD /path?query'; anything else is a 404. */
export function stubApi(answers: Record<string, { status?: number; body?: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ method, path, auth: headers.authorization ?? null });
      const answer = answers[`${method} ${path}`] ?? { status: 404, body: { detail: '없음' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function signInCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the token store reads this cookie
  document.cookie = 'access=test-token; Path=/';
}
export function signOutCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the token store reads this cookie
  document.cookie = 'access=; Path=/; Max-Age=0';
}

/** jsdom has no matchMedia: answer every query with `matches` (false: the desktop layout). */
export function stubMediaQueries(matches = false) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** A page at `path` with the app's providers (query cache, toasts, sign-in state, router). */
export function renderPage(pattern: string, path: string, page: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <NotifyProvider>
          <AuthProvider>
            <Routes>
              <Route path={pattern} element={page} />
              <Route path="*" element={null} />
            </Routes>
            <Location />
          </AuthProvider>
        </NotifyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
