import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NotifyProvider } from '../ui/notify';

export { stubFetch } from '../testing/fetch';

export const checkoutConfig = (postcode = '/sandbox/postcode/postcode.v2.js') => ({
  status: 200,
  body: {
    toss_client_key: 'test_gck_sandbox',
    toss_sdk_url: '/sandbox/toss/sdk.js',
    sandbox: true,
    postcode_script_url: postcode,
  },
});

/** `ui` with a fresh query client and the toasts. */
export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <NotifyProvider>{ui}</NotifyProvider>
    </QueryClientProvider>,
  );
}
