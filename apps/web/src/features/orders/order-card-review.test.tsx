import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { testOrder } from '../../shared/testing/orders';
import { deliveredOrder } from './claim-testing';
import type { OrderActions } from './order-actions';
import { OrderCard } from './order-card';

const reviewLinks = () =>
  screen
    .queryAllByRole('link', { name: /구매평 쓰기$/ })
    .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);

describe("구매평 쓰기 on a member's order card", () => {
  it('links each delivered line, not one given back whole, to its review', () => {
    stubApi({});
    const order = deliveredOrder();
    order.items[1]!.refunded_quantity = 1;
    renderPage(<OrderCard order={order} />);
    expect(reviewLinks()).toEqual([['린넨 셔츠 구매평 쓰기', '/mypage/reviews?line=11']]);
  });

  it('stays once the purchase is confirmed', () => {
    stubApi({});
    renderPage(
      <OrderCard
        order={deliveredOrder({ order_status: 'PURCHASE_CONFIRMED', claim_deadline: null })}
      />,
    );
    expect(reviewLinks()).toHaveLength(2);
  });

  it('is not offered before delivery, nor on a guest’s order', () => {
    stubApi({});
    const guest: OrderActions = {
      cancel: vi.fn(),
      requestCashReceipt: vi.fn(),
      confirm: vi.fn(),
      requestClaim: vi.fn(),
      addClaimPhotos: vi.fn(),
      withdrawClaim: vi.fn(),
    };
    renderPage(
      <>
        <OrderCard order={testOrder()} />
        <OrderCard order={deliveredOrder()} actions={guest} />
      </>,
    );
    expect(reviewLinks()).toEqual([]);
  });
});
