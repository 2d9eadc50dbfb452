import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { AuthProvider } from '../shared/auth/auth-context';
import { NotifyProvider } from '../shared/ui/notify';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Query cache, notices and auth state, inside the router (auth navigates on logout). */
export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <NotifyProvider>
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      </NotifyProvider>
    </QueryClientProvider>
  );
}
