import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../shared/api/query-keys';
import { MypagePage } from './mypage-page';
import { clearTokens, member, renderPage, storeAccessToken, stubApi } from './mypage-test-utils';

/** jsdom has no matchMedia: answer the mobile query as told. */
function viewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const memberApi = {
  'GET /v1/users/me': { body: member },
  'GET /v1/cart': { body: [] },
  'GET /v1/orders?status=ORDER_PLACED': { body: { order_list: [], status_counts: {} } },
  'GET /v1/users/me/coupon': {
    body: [
      {
        coupon_id: 1,
        name: '신규 회원 5,000원 할인',
        type: 'PRICE',
        discount_price: 5_000,
        discount_ratio: null,
        min_order_amount: 30_000,
        started_at: '2026-11-14T00:00:00.000Z',
        finished_at: '2027-11-21T00:00:00.000Z',
      },
    ],
  },
  'GET /v1/coupons/list': { body: [] },
  'GET /v1/users/me/delivery': { body: { delivery_list: [] } },
};

beforeEach(() => clearTokens());
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('MypagePage', () => {
  it('tells a visitor on mobile that there is no member info and to log in', () => {
    viewport(true);
    stubApi({});
    renderPage(<MypagePage />, { auth: true });
    expect(screen.getByRole('heading', { name: '마이페이지', level: 1 })).toBeTruthy();
    expect(screen.getByText('회원 정보가 없습니다. 로그인해주세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login');
  });

  it('shows a desktop member their name, nickname, edit link, coupon count, cart and orders', async () => {
    viewport(false);
    storeAccessToken();
    stubApi(memberApi);
    renderPage(<MypagePage />, { auth: true });
    expect(await screen.findByRole('heading', { name: '김온도 님', level: 1 })).toBeTruthy();
    expect(screen.getByText('온도')).toBeTruthy();
    expect(screen.getByRole('link', { name: /회원 정보 수정/ }).getAttribute('href')).toBe('/edit');
    await waitFor(() => expect(screen.getByTestId('coupon-count').textContent).toBe('1장'));
    expect(screen.getByRole('link', { name: /쿠폰/ }).getAttribute('href')).toBe('/coupon');
    expect(screen.getByRole('heading', { name: '장바구니' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '주문 현황' })).toBeTruthy();
  });

  it('shows a mobile member the order status and their coupons with dates and values', async () => {
    viewport(true);
    storeAccessToken();
    stubApi(memberApi);
    renderPage(<MypagePage />, { auth: true });
    expect(await screen.findByRole('heading', { name: '김온도 님', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '주문 현황' })).toBeTruthy();
    expect(await screen.findByText('5,000원 할인')).toBeTruthy();
    expect(screen.getByText('30,000원 이상 구매 시')).toBeTruthy();
    expect(screen.getByText('2026.11.14 ~ 2027.11.21')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '장바구니' })).toBeNull();
  });

  it("reads the member's coupons from the cache the order sheet fills, without a second request", async () => {
    viewport(false);
    storeAccessToken();
    const calls = stubApi(memberApi);
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    });
    client.setQueryData(queryKeys.myCoupons, memberApi['GET /v1/users/me/coupon'].body);
    renderPage(<MypagePage />, { auth: true, client });
    expect(await screen.findByRole('heading', { name: '김온도 님', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('coupon-count').textContent).toBe('1장');
    expect(calls.filter((c) => c.path === '/v1/users/me/coupon')).toHaveLength(0);
  });
});
