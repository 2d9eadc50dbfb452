import type { AdminItem } from '@shop/contract/admin-catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../../shared/auth/auth-context';
import { MemoryRouter, Route, Switch, useLocation } from '../../shared/routing';
import { stubApi as stubSharedApi } from '../../shared/testing/fetch';
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
            <Switch>
              <Route path={route}>{ui}</Route>
            </Switch>
          </AuthProvider>
          <Location />
        </MemoryRouter>
      </NotifyProvider>
    </QueryClientProvider>,
  );
}

/** The server's answers per 'METHOD /path'; a call without one fails as when offline. */
export const stubApi = (answers: Parameters<typeof stubSharedApi>[0]) =>
  stubSharedApi(answers, { otherwise: 'network-error' });

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

/** One page of an admin list under `field`: all of its rows on the first page of 20 unless `more` says. */
export const listPage = <Field extends string>(
  field: Field,
  rows: unknown[],
  more: Partial<{ page: number; page_count: number }> = {},
) => ({ [field]: rows, total: rows.length, page: 1, size: 20, page_count: 1, ...more });

/** One page of an admin log's `entries`. */
export const entriesPage = (entries: unknown[], more: Parameters<typeof listPage>[2] = {}) =>
  listPage('entries', entries, more);

/** A product as GET /v1/admin/items/{id} answers it: shown, no images, made on 21 November. */
export const adminItem = (overrides: Partial<AdminItem> = {}): AdminItem => ({
  item_id: 41,
  code: null,
  name: '린넨 오버셔츠',
  price: 45_000,
  description: '',
  details: {},
  fit_sizing: {},
  fabric: {},
  image_urls: [],
  options: [],
  is_hidden: false,
  sale_starts_at: null,
  max_per_member: null,
  category_ids: [],
  tags: [],
  measurements: null,
  sizes: [],
  suggested_template: null,
  created_at: '2026-11-21T01:00:00.000Z',
  updated_at: '2026-11-21T01:00:00.000Z',
  ...overrides,
});
