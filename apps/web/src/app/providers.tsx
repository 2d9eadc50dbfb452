import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { AuthProvider } from '../shared/auth/auth-context';
import { useLocation, useNavigationType } from '../shared/routing';
import { NotifyProvider } from '../shared/ui/notify';
import { loadBrandFontAfterContent, switchBrandFontOn } from './brand-font';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/**
 * A new page opens at its top. Back and forward are left to the browser, a link to a section
 * (hash) to the page, and a change of hash or query alone (the guide's tabs, a list's filters)
 * keeps the page where it is.
 */
function TopOfNewPage() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (pathname) changes
  useEffect(() => {
    // A link to a section (a hash) is scrolled by the page that has the section.
    if (navigation !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Pretendard loads after the first page's content and shows from the next page on a phone. */
function BrandFont() {
  const { pathname } = useLocation();
  const landing = useRef(true);
  useEffect(() => loadBrandFontAfterContent(queryClient), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (pathname) changes
  useLayoutEffect(() => {
    if (landing.current) landing.current = false;
    else switchBrandFontOn();
  }, [pathname]);
  return null;
}

/** Query cache, notices and auth state, inside the router (auth navigates on logout). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NotifyProvider>
        <AuthProvider>
          {children}
          <TopOfNewPage />
          <BrandFont />
        </AuthProvider>
      </NotifyProvider>
    </QueryClientProvider>
  );
}
