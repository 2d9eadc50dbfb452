import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../../shared/auth/auth-context';
import {
  cartLine,
  member,
  renderPage,
  sessionPerTest,
  stubApi,
} from '../../shared/testing/member-pages';
import { useCart } from './cart-api';
import { useCartFollowsSignIn } from './guest-cart-merge';

sessionPerTest(false);

/** The shell's part: the cart follows sign-in; a count and the two buttons to drive it. */
function Shell() {
  useCartFollowsSignIn();
  const auth = useAuth();
  const cart = useCart();
  return (
    <>
      <p data-testid="lines">{cart.data?.map((l) => `${l.options}×${l.quantity}`).join(',')}</p>
      <button type="button" onClick={() => void auth.login('ondo01', 'Secure123$')}>
        로그인
      </button>
      <button type="button" onClick={() => auth.logout()}>
        로그아웃
      </button>
    </>
  );
}

describe('the cart following sign-in', () => {
  it('moves the browser’s lines in on sign-in, says what did not fit, and forgets them on sign-out', async () => {
    let signedIn = false;
    const calls = stubApi({
      'GET /v1/cart': () => ({
        body: signedIn ? [] : [cartLine({ cart_id: 1, options: '블랙 / M', quantity: 3 })],
      }),
      'POST /v1/users/signin': () => {
        signedIn = true;
        return { body: { token: { access_token: 'a', refresh_token: 'r' } } };
      },
      'GET /v1/users/me': { body: member },
      'POST /v1/cart/merge': {
        body: {
          items: [cartLine({ cart_id: 9, options: '블랙 / M', quantity: 2 })],
          adjusted: [{ item_name: '코트', options: '블랙 / M', wanted: 3, kept: 2 }],
        },
      },
      'POST /v1/users/logout': { status: 204 },
    });
    renderPage(<Shell />, { auth: true });
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe('블랙 / M×3'));

    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe('블랙 / M×2'));
    expect(
      await screen.findByText('코트 (블랙 / M) 상품은 재고가 부족해 2개만 담았습니다.'),
    ).toBeTruthy();
    const merge = calls.find((call) => call.path === '/v1/cart/merge');
    expect(merge).toMatchObject({ method: 'POST', auth: 'Bearer a' });

    signedIn = false;
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe('블랙 / M×3'));
  });
});
