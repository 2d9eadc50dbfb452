import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AuthProvider } from '../../shared/auth/auth-context';
import { TestSignInDialog } from '../../shared/testing/sign-in-dialog';
import { NotifyProvider } from '../../shared/ui/notify';

export { stubApi } from '../../shared/testing/fetch';

import { clearTokens } from '../../shared/testing/session';

export {
  clearTokens as signOutCookie,
  storeAccessToken as signInCookie,
  testMember as member,
} from '../../shared/testing/session';

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

/** Each test of the file starts in the desktop layout and ends signed out. */
export function desktopLayoutEachTest() {
  beforeEach(() => stubMediaQueries(false));
  afterEach(clearTokens);
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
            <TestSignInDialog>
              <Routes>
                <Route path={pattern} element={page} />
                <Route path="*" element={null} />
              </Routes>
              <Location />
            </TestSignInDialog>
          </AuthProvider>
        </NotifyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
