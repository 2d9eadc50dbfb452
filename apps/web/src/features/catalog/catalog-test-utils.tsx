import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthProvider, useAuth } from '../../shared/auth/auth-context';
import { OrderProbe, testQueryClient } from '../../shared/testing/render';
import { testMember } from '../../shared/testing/session';
import { TestSignInDialog } from '../../shared/testing/sign-in-dialog';
import { NotifyProvider } from '../../shared/ui/notify';

/** Answers fetch from a table of 'METHOD /path' → handler; anything else is a 404. */
export { stubFetch as stubApi } from '../../shared/testing/fetch';
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
            <TestSignInDialog>
              <AuthStatus />
              <Routes>
                <Route path={pattern} element={page} />
                <Route path="/order" element={<OrderProbe />} />
              </Routes>
            </TestSignInDialog>
          </AuthProvider>
        </NotifyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
