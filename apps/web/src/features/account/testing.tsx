import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { z } from 'zod';
import { AuthProvider } from '../../shared/auth/auth-context';
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
export function renderWithProviders(ui: ReactNode, { path = '/', route = '*', auth = false } = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotifyProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={auth ? <AuthProvider>{ui}</AuthProvider> : ui} />
          </Routes>
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

type Answer = { status?: number; body?: unknown } | 'network-error';

/**
 * Stubs `fetch` with answers per path ('POST /v1/users/check'), like the server's; every call
 * is recorded with its parsed JSON body.
 */
export function stubApi(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const entry = answers[`${method} ${path}`];
    const answer = typeof entry === 'function' ? entry(body) : entry;
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
