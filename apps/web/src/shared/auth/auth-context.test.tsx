import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../routing';
import { stubFetch } from '../testing/fetch';
import { testMember } from '../testing/session';
import { NotifyProvider } from '../ui/notify';
import { AuthProvider, useAuth } from './auth-context';
import { tokenStore } from './token-store';

function SignOutButtons() {
  const auth = useAuth();
  if (!auth.isLoggedIn) return <p>로그아웃 상태</p>;
  return (
    <>
      <button type="button" onClick={() => auth.logout()}>
        로그아웃
      </button>
      <button type="button" onClick={() => auth.logout({ expired: true })}>
        만료
      </button>
    </>
  );
}

function renderSignedIn() {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <NotifyProvider>
        <AuthProvider>
          <SignOutButtons />
        </AuthProvider>
      </NotifyProvider>
    </MemoryRouter>,
  );
}

type Init = RequestInit | undefined;
const bodyOf = (init: Init) => JSON.parse(String(init?.body));
const bearerOf = (init: Init) =>
  (init?.headers as Record<string, string> | undefined)?.authorization;

/**
 * Signed in with `access` and refresh-1; the server records each logout call and answers it with
 * `logout` (or 204). `more` adds the other calls a test expects.
 */
function stubSignedIn(
  access: string,
  logout: (init: Init) => { status: number; body?: unknown } = () => ({ status: 204 }),
  more: Parameters<typeof stubFetch>[0] = {},
) {
  tokenStore.save({ access, refresh: 'refresh-1' });
  const logouts: Init[] = [];
  stubFetch({
    'GET /v1/users/me': () => ({ status: 200, body: testMember }),
    'POST /v1/users/logout': (init) => {
      logouts.push(init);
      return logout(init);
    },
    ...more,
  });
  renderSignedIn();
  return logouts;
}

describe('signing out', () => {
  it('ends the session on the server with both tokens, and forgets them here', async () => {
    const logouts = stubSignedIn('access-1');
    await userEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('로그아웃되었습니다.')).toBeTruthy();
    expect(tokenStore.access()).toBeUndefined();
    expect(tokenStore.refresh()).toBeUndefined();
    await waitFor(() => expect(logouts).toHaveLength(1));
    expect(bearerOf(logouts[0])).toBe('Bearer access-1');
    expect(bodyOf(logouts[0])).toEqual({ refresh_token: 'refresh-1' });
  });

  it('renews an expired access token once to end the session', async () => {
    const logouts = stubSignedIn(
      'stale',
      (init) =>
        bearerOf(init) === 'Bearer stale'
          ? { status: 401, body: { detail: '만료' } }
          : { status: 204 },
      {
        'POST /v1/users/refresh': (init) =>
          bodyOf(init).refresh_token === 'refresh-1'
            ? { status: 200, body: { access_token: 'access-2', refresh_token: 'refresh-2' } }
            : { status: 401, body: { detail: '만료' } },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(logouts).toHaveLength(2));
    expect(bearerOf(logouts[1])).toBe('Bearer access-2');
    expect(bodyOf(logouts[1])).toEqual({ refresh_token: 'refresh-2' });
    // The renewed pair ended with the session; this device keeps no token.
    expect(tokenStore.access()).toBeUndefined();
  });

  it('does not call the server when the login had already expired', async () => {
    tokenStore.save({ access: 'access-1', refresh: 'refresh-1' });
    const fetchMock = stubFetch({
      'GET /v1/users/me': () => ({ status: 200, body: testMember }),
    });
    renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: '만료' }));
    expect(await screen.findByText('로그아웃 상태')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual(['/v1/users/me']);
  });
});
