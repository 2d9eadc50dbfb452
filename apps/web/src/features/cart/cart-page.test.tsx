import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  cartLine,
  renderPage,
  sessionPerTest,
  storeAccessToken,
  stubApi,
  stubMemberCart,
} from '../../shared/testing/member-pages';
import { CartPage } from './cart-page';

sessionPerTest(false);

const desktop = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('CartPage', () => {
  it('is the cart on desktop too, not a redirect to My Page', async () => {
    desktop();
    storeAccessToken();
    stubMemberCart([cartLine({ cart_id: 11 })]);
    renderPage(<CartPage />, { path: '/cart', auth: true });
    expect(screen.getByRole('heading', { name: '장바구니', level: 1 })).toBeTruthy();
    expect(
      await screen.findByRole('checkbox', { name: '헤비웨이트 코튼 반팔 티셔츠 오트밀 / 2 선택' }),
    ).toBeTruthy();
  });

  it('shows a guest this browser’s cart and hands its lines to the order sheet', async () => {
    desktop();
    stubApi({ 'GET /v1/cart': { body: [cartLine({ cart_id: 11 })] } });
    renderPage(<CartPage />, { path: '/cart', auth: true });
    expect(
      await screen.findByRole('checkbox', { name: '헤비웨이트 코튼 반팔 티셔츠 오트밀 / 2 선택' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '선택 상품 주문' }));
    const state = JSON.parse((await screen.findByTestId('order-state')).textContent ?? '');
    expect(state).toEqual({ type: 'cart', cart_ids: [11] });
  });

  it('keeps the ticks through a trip to the mobile layout and back', async () => {
    let mobile = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return mobile && query.includes('max-width');
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    const resize = (toMobile: boolean) =>
      act(() => {
        mobile = toMobile;
        for (const listener of [...listeners]) listener();
      });
    storeAccessToken();
    stubMemberCart([cartLine({ cart_id: 11 }), cartLine({ cart_id: 12, options: '블랙 / 3' })]);
    renderPage(<CartPage />, { path: '/cart', auth: true });
    const black = async () =>
      (await screen.findByRole('checkbox', {
        name: '헤비웨이트 코튼 반팔 티셔츠 블랙 / 3 선택',
      })) as HTMLInputElement;
    expect((await black()).checked).toBe(true);
    await userEvent.click(await black());
    expect((await black()).checked).toBe(false);

    resize(true);
    expect((await black()).checked).toBe(false);
    resize(false);
    expect((await black()).checked).toBe(false);
    expect(
      (
        screen.getByRole('checkbox', {
          name: '헤비웨이트 코튼 반팔 티셔츠 오트밀 / 2 선택',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });
});
