import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { OrderFailPage } from './fail-page';

afterEach(() => vi.unstubAllGlobals());

describe('OrderFailPage', () => {
  it("says what happened in plain Korean and what to do, without the provider's code", () => {
    stubApi({});
    renderPage(<OrderFailPage />, {
      path: '/order/fail?code=REJECT_CARD_COMPANY&message=%5BS001%5D%20raw&orderId=ORD-1',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      '카드사에서 결제를 승인하지 않았습니다. 카드 한도와 정보를 확인하거나 다른 카드로 결제해 주세요.',
    );
    expect(screen.getByText('ORD-1')).toBeTruthy();
    expect(screen.queryByText(/REJECT_CARD_COMPANY|S001/)).toBeNull();
    expect(screen.getByRole('link', { name: '장바구니로' }).getAttribute('href')).toBe('/cart');
  });

  it('has a plain answer for a code it does not know', () => {
    stubApi({});
    renderPage(<OrderFailPage />, { path: '/order/fail?code=SOMETHING_NEW' });
    expect(screen.getByRole('alert').textContent).toContain('결제가 이루어지지 않았습니다.');
  });
});
