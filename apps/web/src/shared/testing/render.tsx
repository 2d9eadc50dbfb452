import { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { expect } from 'vitest';

/** A query client that fails at once, so a test sees an error without waiting for retries. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Put on /order: shows the state a page handed over when it sent the shopper there. */
export function OrderProbe() {
  return <pre data-testid="order-state">{JSON.stringify(useLocation().state)}</pre>;
}

/** Asserts that a table row (or any element) reads every one of the texts. */
export function expectTexts(element: Element | undefined, texts: string[]) {
  for (const text of texts) expect(element?.textContent).toContain(text);
}
