import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  cartLine,
  renderPage,
  sessionPerTest,
  stubMemberCart,
} from '../../shared/testing/member-pages';
import { MobileCart } from './mobile-cart';

sessionPerTest(true);

const tee = cartLine({ cart_id: 21, quantity: 1, max_quantity: 2 });

describe('MobileCart', () => {
  it('shows the shipping rule and the 3,000 won fee under 50,000 won, free from it', async () => {
    stubMemberCart([tee], {
      'PUT /v1/cart/update/21': (body) => {
        const quantity = (body as { quantity: number }).quantity;
        return { body: [{ ...tee, quantity, total_price: 39_000 * quantity }] };
      },
    });
    renderPage(<MobileCart />, { path: '/cart', auth: true });
    await screen.findByText('헤비웨이트 코튼 반팔 티셔츠');
    expect(screen.getByText(/50,000원 이상 구매 시 무료 배송, 미만은 배송비 3,000원/)).toBeTruthy();
    expect(screen.getByTestId('cart-shipping-fee').textContent).toBe('3,000원');
    expect(screen.getByTestId('cart-total').textContent).toBe('42,000원');
    expect(screen.getByText(/11,000원 더 담으면 무료 배송/)).toBeTruthy();
    expect(screen.queryByText(/항상 무료/)).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: '헤비웨이트 코튼 반팔 티셔츠 수량 늘리기' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('cart-shipping-fee').textContent).toBe('0원 (무료)'),
    );
    expect(screen.getByTestId('cart-total').textContent).toBe('78,000원');
    expect(screen.getByLabelText('헤비웨이트 코튼 반팔 티셔츠 수량').textContent).toBe('2');
  });

  it('stops plus at the stock with the docs/api.md#cart message and minus at 1', async () => {
    const calls = stubMemberCart([{ ...tee, quantity: 2, total_price: 78_000 }]);
    renderPage(<MobileCart />, { path: '/cart', auth: true });
    await screen.findByText('헤비웨이트 코튼 반팔 티셔츠');
    await userEvent.click(
      screen.getByRole('button', { name: '헤비웨이트 코튼 반팔 티셔츠 수량 늘리기' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      '이 옵션은 최대 2개까지 담을 수 있습니다.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('deletes one line with its x and orders the ticked ones', async () => {
    const calls = stubMemberCart([tee, cartLine({ cart_id: 22, options: '차콜 / 1' })], {
      'DELETE /v1/cart/delete': { status: 204 },
    });
    renderPage(<MobileCart />, { path: '/cart', auth: true });
    await screen.findAllByText('헤비웨이트 코튼 반팔 티셔츠');
    const deleteButtons = screen.getAllByRole('button', { name: /삭제$/ });
    expect(deleteButtons).toHaveLength(3);
    await userEvent.click(
      screen.getByRole('button', { name: '헤비웨이트 코튼 반팔 티셔츠 차콜 / 1 삭제' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ cart_id: [22] }),
    );
    await userEvent.click(screen.getByRole('button', { name: /2개 상품 주문하기/ }));
    const state = JSON.parse((await screen.findByTestId('order-state')).textContent ?? '');
    expect(state).toEqual({ type: 'cart', cart_ids: [21, 22] });
  });
});
