import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { AuthProvider } from '../../shared/auth/auth-context';
import { MemoryRouter, Route, Switch, useLocation } from '../../shared/routing';
import { stubApi as stubSharedApi } from '../../shared/testing/fetch';
import { TestSignInDialog } from '../../shared/testing/sign-in-dialog';
import { NotifyProvider } from '../../shared/ui/notify';
import { useAccountForm } from './account-form';

/** Where the router is now, for tests that expect a navigation. */
function Location() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/**
 * Renders a page or form with the app's providers (query cache, toasts, a router at `path`, and
 * with `auth` the sign-in state, restored from an `access` cookie if the test sets one).
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', route, auth = false }: { path?: string; route?: string; auth?: boolean } = {},
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotifyProvider>
        <MemoryRouter initialEntries={[path]}>
          <Switch>
            <Route path={route}>
              {auth ? (
                <AuthProvider>
                  <TestSignInDialog>{ui}</TestSignInDialog>
                </AuthProvider>
              ) : (
                ui
              )}
            </Route>
          </Switch>
          <Location />
        </MemoryRouter>
      </NotifyProvider>
    </QueryClientProvider>,
  );
}

/** A real `<form>` with react-hook-form and a schema around one of the form parts. */
export function FormHarness<T extends FieldValues>({
  schema,
  defaultValues,
  onValid,
  children,
}: {
  schema: z.ZodType<T, T>;
  defaultValues: T;
  onValid?: (values: T) => void;
  children: ReactNode;
}) {
  const { form, formRef, submitWith } = useAccountForm<T, T>(schema, defaultValues as never);
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submitWith((values) => onValid?.(values))}>
        {children}
        <button type="submit">제출</button>
      </form>
    </FormProvider>
  );
}

/** The server's answers per 'METHOD /path'; a call without one fails as when offline. */
export const stubApi = (answers: Parameters<typeof stubSharedApi>[0]) =>
  stubSharedApi(answers, { otherwise: 'network-error' });
