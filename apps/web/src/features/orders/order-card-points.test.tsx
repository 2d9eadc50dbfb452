import type { Order } from '@shop/contract/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { testOrder } from '../../shared/testing/orders';
import { OrderStatusBlock } from './order-status';

afterEach(() => vi.unstubAllGlobals());

/** The member's placed orders: just `order`. */
function showOrder(order: Order) {
  stubApi({
    'GET /v1/orders?status=ORDER_PLACED': {
      body: { order_list: [order], status_counts: { ORDER_PLACED: 1 } },
    },
  });
  renderPage(<OrderStatusBlock />);
  return screen.findByRole('article', { name: /2026\.11\.21/ });
}

describe('an order paid partly or wholly with 적립금', () => {
  it('shows the points spent among its amounts, and that a cancel gives them back', async () => {
    const user = userEvent.setup();
    const card = await showOrder(testOrder({ points_used: 12_000, total_price: 30_000 }));
    expect(within(card).getByText('적립금 사용').nextElementSibling?.textContent).toBe('−12,000원');
    expect(within(card).getByTestId('order-total').textContent).toBe('30,000원');

    await user.click(within(card).getByRole('button', { name: '주문 취소' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        '결제한 30,000원은 결제 수단으로 환불됩니다. 사용한 적립금 12,000원은 적립금으로 돌려 드립니다.',
      ),
    ).toBeTruthy();
  });

  it('speaks only of the points when they paid it all', async () => {
    const user = userEvent.setup();
    const card = await showOrder(
      testOrder({ points_used: 42_000, total_price: 0, payment_method: '적립금' }),
    );
    await user.click(within(card).getByRole('button', { name: '주문 취소' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        '사용한 적립금 42,000원은 적립금으로 돌려 드립니다.',
      ),
    ).toBeTruthy();
  });

  it('has no points line when none were spent', async () => {
    const card = await showOrder(testOrder());
    expect(within(card).queryByText('적립금 사용')).toBeNull();
  });
});
