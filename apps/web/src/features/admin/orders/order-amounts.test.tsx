import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderAmounts } from './order-amounts';
import { testAdminOrder } from './order-testing';

/** The value beside a term of the amounts list. */
const amountOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('OrderAmounts', () => {
  it('shows the points spent and the points given back beside the money', () => {
    render(
      <OrderAmounts
        order={{
          ...testAdminOrder,
          amounts: {
            ...testAdminOrder.amounts,
            total_price: 60_000,
            refunded: 22_500,
            remaining: 37_500,
            points_used: 12_000,
            points_returned: 4_500,
          },
        }}
      />,
    );
    expect(amountOf('할인')).toBe('−8,000원 (가을 10%)');
    expect(amountOf('적립금 사용')).toBe('−12,000원');
    expect(amountOf('결제 금액')).toBe('60,000원');
    expect(amountOf('환불 금액')).toBe('22,500원');
    expect(amountOf('적립금 환원')).toBe('4,500원');
    expect(amountOf('남은 금액')).toBe('37,500원');
  });

  it('leaves the points out of an order paid without them', () => {
    render(<OrderAmounts order={testAdminOrder} />);
    expect(amountOf('결제 금액')).toBe('72,000원');
    expect(screen.queryByText('적립금 사용')).toBeNull();
    expect(screen.queryByText('적립금 환원')).toBeNull();
  });
});
