import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ByRoleMatcher, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { AuthProvider } from '../auth/auth-context';
import { MemoryRouter, useLocation } from '../routing';
import { NotifyProvider } from '../ui/notify';
import { TestSignInDialog } from './sign-in-dialog';

/** A query client that fails at once, so a test sees an error without waiting for retries. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * The app's providers around a test's routes: the query cache, a router opened at `path`, the
 * toasts and, with `auth`, the sign-in state and its login dialog.
 */
export function TestApp({
  path,
  auth = false,
  client = testQueryClient(),
  children,
}: {
  path: string;
  auth?: boolean;
  client?: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <NotifyProvider>
          {auth ? (
            <AuthProvider>
              <TestSignInDialog>{children}</TestSignInDialog>
            </AuthProvider>
          ) : (
            children
          )}
        </NotifyProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** Put on /order: shows the state a page handed over when it sent the shopper there. */
export function OrderProbe() {
  return <pre data-testid="order-state">{JSON.stringify(useLocation().state)}</pre>;
}

/** Asserts that a table row (or any element) reads every one of the texts. */
export function expectTexts(element: Element | undefined, texts: string[]) {
  for (const text of texts) expect(element?.textContent).toContain(text);
}

/** Asserts the table's rows under its header: one for each entry, reading that entry's texts. */
export function expectBodyRows(expected: string[][]) {
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows).toHaveLength(expected.length);
  for (const [i, texts] of expected.entries()) expectTexts(rows[i], texts);
  return rows;
}

/** Types each value into the field its label names, within `scope` (the whole page by default). */
export async function typeByLabel(
  user: UserEvent,
  fields: Record<string, string>,
  scope: Pick<typeof screen, 'getByLabelText'> = screen,
) {
  for (const [label, value] of Object.entries(fields)) {
    await user.type(scope.getByLabelText(label), value);
  }
}

/** The texts of the elements of `role` inside `container`, in page order. */
export const textsOf = (container: HTMLElement, role: ByRoleMatcher) =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
