import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../auth/auth-context';
import { NotifyProvider } from '../ui/notify';
import { testQueryClient } from './render';
import { TestSignInDialog } from './sign-in-dialog';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/**
 * `page` on the route `pattern`, opened at `path`, inside the app's providers (query cache,
 * toasts, sign-in state and dialog, router), with a probe of the current address
 * (`data-testid="location"`).
 */
export function renderAtRoute(pattern: string, path: string, page: ReactNode) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <NotifyProvider>
          <AuthProvider>
            <TestSignInDialog>
              <Routes>
                <Route path={pattern} element={page} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </TestSignInDialog>
          </AuthProvider>
        </NotifyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
