import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../../shared/auth/auth-context';
import { MemoryRouter } from '../../shared/routing';
import { testQueryClient } from '../../shared/testing/render';
import { storeAccessToken, testMember } from '../../shared/testing/session';
import { TestSignInDialog } from '../../shared/testing/sign-in-dialog';
import { NotifyProvider } from '../../shared/ui/notify';
import { WishButton } from './wish-button';

function AuthStatus() {
  return <span data-testid="auth-status">{useAuth().status}</span>;
}

function renderHeart() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <NotifyProvider>
          <AuthProvider>
            <TestSignInDialog>
              <AuthStatus />
              <WishButton itemId={3} itemName="램스울 니트" />
            </TestSignInDialog>
          </AuthProvider>
        </NotifyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

interface Answer {
  status: number;
  body?: unknown;
}

/**
 * A server holding the member's wished ids. A write waits for `release()` when `hold` is set,
 * so that the test sees the heart before the answer; `refuse` makes writes fail with 409.
 */
function fakeServer({ wished = [] as number[], hold = false, refuse = false } = {}) {
  let ids = [...wished];
  const writes: string[] = [];
  let release: () => void = () => {};
  const json = ({ status, body }: Answer) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      if (path === '/v1/users/me') return json({ status: 200, body: testMember });
      if (path === '/v1/users/signin') {
        return json({
          status: 200,
          body: { ...testMember, token: { access_token: 'a', refresh_token: 'r' } },
        });
      }
      if (path === '/v1/wishlist/ids') return json({ status: 200, body: { item_ids: ids } });
      const match = /^\/v1\/wishlist\/(\d+)$/.exec(path);
      if (match) {
        writes.push(`${method} ${path}`);
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        if (refuse)
          return json({
            status: 409,
            body: { detail: '관심상품은 최대 100개까지 담을 수 있습니다.' },
          });
        const id = Number(match[1]);
        ids = method === 'PUT' ? [id, ...ids.filter((i) => i !== id)] : ids.filter((i) => i !== id);
        return json({ status: 204 });
      }
      return json({ status: 404, body: { detail: '없음' } });
    }),
  );
  return { writes, release: () => release() };
}

const heart = () => screen.getByRole('button', { name: '램스울 니트 관심상품' });

async function signedIn() {
  storeAccessToken();
  renderHeart();
  await waitFor(() => expect(screen.getByTestId('auth-status').textContent).toBe('in'));
}

describe('WishButton', () => {
  it('shows the member’s wish and fills or empties at once on a press', async () => {
    const server = fakeServer({ wished: [3], hold: true });
    await signedIn();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));

    await userEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(server.writes).toEqual(['DELETE /v1/wishlist/3']);
    server.release();
    expect(await screen.findByText('관심상품에서 뺐습니다.')).toBeTruthy();
    expect(heart().getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(server.writes).toHaveLength(2));
    server.release();
    expect(await screen.findByText('관심상품에 담았습니다.')).toBeTruthy();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('puts the heart back and says why when the server refuses', async () => {
    const server = fakeServer({ hold: true, refuse: true });
    await signedIn();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    await userEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(server.writes).toHaveLength(1));
    server.release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('관심상품은 최대 100개까지 담을 수 있습니다.');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a guest to sign in, sends nothing before, and wishes the product after', {
    timeout: 15_000,
  }, async () => {
    const server = fakeServer();
    renderHeart();
    await userEvent.click(heart());
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    expect(within(dialog).getByText('관심상품은 로그인 후 이용할 수 있습니다.')).toBeTruthy();
    expect(server.writes).toEqual([]);
    expect(heart().getAttribute('aria-pressed')).toBe('false');

    await userEvent.type(within(dialog).getByLabelText('아이디'), 'minji93');
    await userEvent.type(within(dialog).getByLabelText('비밀번호'), 'Secure123$');
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(server.writes).toEqual(['PUT /v1/wishlist/3']));
    expect(await screen.findByText('관심상품에 담았습니다.')).toBeTruthy();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
