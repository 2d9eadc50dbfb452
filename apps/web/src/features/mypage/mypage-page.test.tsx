import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { couponKeys } from '../../shared/api/query-keys';
import { testCoupon } from '../../shared/testing/coupons';
import { member, renderPage, storeAccessToken, stubApi } from '../../shared/testing/member-pages';
import { testPointSummary } from '../../shared/testing/points';
import { MypagePage } from './mypage-page';

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
    body: [testCoupon()],
  },
  'GET /v1/coupons/list': { body: [] },
  'GET /v1/users/me/delivery': { body: { delivery_list: [] } },
  'GET /v1/users/me/points?page=1&limit=20': { body: testPointSummary() },
  // My Page reads only how many lines wait for a review.
  'GET /v1/users/me/reviews': { body: { writable: [{}, {}], reviews: [] } },
};

/** A member signed in on a phone (`mobile`) or a desktop; the server answers `memberApi` and `more`. */
function signedIn(mobile: boolean, more: Parameters<typeof stubApi>[0] = {}) {
  viewport(mobile);
  storeAccessToken();
  return stubApi({ ...memberApi, ...more });
}

describe('MypagePage', () => {
  it('tells a visitor on mobile that there is no member info and opens the login dialog', async () => {
    viewport(true);
    stubApi({});
    renderPage(<MypagePage />, { auth: true });
    expect(screen.getByRole('heading', { name: '마이페이지', level: 1 })).toBeTruthy();
    expect(screen.getByText('회원 정보가 없습니다. 로그인해주세요.')).toBeTruthy();
    // The login dialog opens over the page at once, and the page's button opens it again.
    const dialog = screen.getByRole('dialog', { name: '로그인' });
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
  });

  it('shows a desktop member their name, nickname, edit link, cart and coupon counts, orders', async () => {
    signedIn(false);
    renderPage(<MypagePage />, { auth: true });
    expect(await screen.findByRole('heading', { name: '김온도 님', level: 1 })).toBeTruthy();
    expect(screen.getByText('온도')).toBeTruthy();
    expect(screen.getByRole('link', { name: /회원 정보 수정/ }).getAttribute('href')).toBe('/edit');
    await waitFor(() => expect(screen.getByTestId('coupon-count').textContent).toBe('1장'));
    expect(screen.getByRole('link', { name: /쿠폰/ }).getAttribute('href')).toBe('/coupon');
    expect(screen.getByRole('link', { name: /장바구니/ }).getAttribute('href')).toBe('/cart');
    await waitFor(() => expect(screen.getByTestId('cart-lines').textContent).toBe('0개'));
    expect(screen.getByRole('heading', { name: '주문 현황' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /적립금/ }).getAttribute('href')).toBe(
      '/mypage/points',
    );
    await waitFor(() => expect(screen.getByTestId('points-usable').textContent).toBe('15,000원'));
    expect(screen.getByRole('link', { name: /구매평/ }).getAttribute('href')).toBe(
      '/mypage/reviews',
    );
    await waitFor(() =>
      expect(screen.getByTestId('reviews-writable').textContent).toBe('2건 작성 가능'),
    );
    expect(screen.getByRole('link', { name: '회원 탈퇴' }).getAttribute('href')).toBe(
      '/mypage/withdraw',
    );
  });

  it('shows a mobile member the order status and their coupons with dates and values', async () => {
    signedIn(true);
    renderPage(<MypagePage />, { auth: true });
    expect(await screen.findByRole('heading', { name: '김온도 님', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '주문 현황' })).toBeTruthy();
    expect(await screen.findByText('5,000원 할인')).toBeTruthy();
    expect(screen.getByText('30,000원 이상 구매 시')).toBeTruthy();
    expect(screen.getByText('2026.11.14 ~ 2027.11.21')).toBeTruthy();
    expect(screen.getByRole('link', { name: /장바구니/ }).getAttribute('href')).toBe('/cart');
    const points = screen.getByRole('link', { name: /적립금/ });
    expect(points.getAttribute('href')).toBe('/mypage/points');
    await waitFor(() => expect(points.textContent).toContain('15,000원'));
    const reviews = screen.getByRole('link', { name: /구매평/ });
    expect(reviews.getAttribute('href')).toBe('/mypage/reviews');
    await waitFor(() => expect(reviews.textContent).toContain('2건 작성 가능'));
    expect(screen.getByRole('link', { name: '회원 탈퇴' }).getAttribute('href')).toBe(
      '/mypage/withdraw',
    );
  });

  it("reads the member's coupons from the cache the order sheet fills, without a second request", async () => {
    const calls = signedIn(false);
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    });
    client.setQueryData(couponKeys.mine(), memberApi['GET /v1/users/me/coupon'].body);
    renderPage(<MypagePage />, { auth: true, client });
    expect(await screen.findByRole('heading', { name: '김온도 님', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('coupon-count').textContent).toBe('1장');
    expect(calls.filter((c) => c.path === '/v1/users/me/coupon')).toHaveLength(0);
  });

  it.each([
    ['desktop', false],
    ['mobile', true],
  ])('signs out on every device from the %s layout after asking', async (_, mobile) => {
    const calls = signedIn(mobile, { 'POST /v1/users/logout-all': { status: 204 } });
    const user = userEvent.setup();
    // Away from /mypage, signing out does not navigate (a render after the test would need
    // matchMedia, which is gone by then).
    renderPage(<MypagePage />, { auth: true, path: '/member' });
    await screen.findByRole('heading', { name: '김온도 님', level: 1 });
    expect(screen.getByRole('heading', { name: '로그인 관리' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '모든 기기에서 로그아웃' }));
    const dialog = await screen.findByRole('dialog', { name: '모든 기기에서 로그아웃할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    expect(calls.some((c) => c.path === '/v1/users/logout-all')).toBe(false);

    await user.click(screen.getByRole('button', { name: '모든 기기에서 로그아웃' }));
    await user.click(await screen.findByRole('button', { name: '모두 로그아웃' }));
    expect(await screen.findByText('모든 기기에서 로그아웃되었습니다.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/v1/users/logout-all')).toMatchObject([
      { method: 'POST', path: '/v1/users/logout-all', body: undefined },
    ]);
    expect(document.cookie).not.toContain('access=');
    expect(await screen.findByText('회원 정보가 없습니다. 로그인해주세요.')).toBeTruthy();
  });

  it('says so when the server could not sign out everywhere, and stays signed in', async () => {
    signedIn(false, { 'POST /v1/users/logout-all': { status: 500, body: { detail: '오류' } } });
    const user = userEvent.setup();
    renderPage(<MypagePage />, { auth: true });
    await screen.findByRole('heading', { name: '김온도 님', level: 1 });
    await user.click(screen.getByRole('button', { name: '모든 기기에서 로그아웃' }));
    await user.click(await screen.findByRole('button', { name: '모두 로그아웃' }));
    expect(
      await screen.findByText('로그아웃하지 못했습니다. 잠시 후 다시 시도해주세요.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '김온도 님', level: 1 })).toBeTruthy();
  });
});
