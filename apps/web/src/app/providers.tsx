import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../shared/auth/auth-context';
import { NotifyProvider } from '../shared/ui/notify';
import { loadBrandFontAfterContent } from './brand-font';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/**
 * Query cache, notices and auth state, inside the router (auth navigates on logout). A new page
 * opens at its top; back and forward return to where the shopper was.
 */
export function Providers() {
  useEffect(() => loadBrandFontAfterContent(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <NotifyProvider>
        <AuthProvider>
          <Outlet />
          <ScrollRestoration />
        </AuthProvider>
      </NotifyProvider>
    </QueryClientProvider>
  );
}
