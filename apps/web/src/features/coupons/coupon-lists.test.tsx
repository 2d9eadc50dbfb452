import type { Coupon } from '@shop/contract/coupons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testCoupon, winterCoupon } from '../../shared/testing/coupons';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { CouponLists } from './coupon-lists';

const welcome = testCoupon();
const winter = winterCoupon();

describe('CouponLists', () => {
  it('claims a coupon, then shows it among the owned ones and no longer as claimable', async () => {
    let owned: Coupon[] = [];
    const calls = stubApi({
      'GET /v1/users/me/coupon': () => ({ body: owned }),
      'GET /v1/coupons/list': () => ({
        body: [welcome, winter].filter((c) => !owned.includes(c)),
      }),
      'POST /v1/users/me/add/coupon': () => {
        owned = [welcome];
        return { status: 201, body: welcome };
      },
    });
    renderPage(<CouponLists />, { path: '/coupon' });
    const ownedList = await screen.findByRole('region', { name: '보유 쿠폰' });
    const claimable = screen.getByRole('region', { name: '받을 수 있는 쿠폰' });
    expect(await within(ownedList).findByText('보유한 쿠폰이 없습니다.')).toBeTruthy();
    const card = await within(claimable).findByRole('article', { name: welcome.name });
    expect(within(card).getByText('5,000원 할인')).toBeTruthy();
    expect(within(card).getByText('30,000원 이상 구매 시')).toBeTruthy();
    expect(within(card).getByText('2026.11.14 ~ 2027.11.21')).toBeTruthy();
    const ratio = within(claimable).getByRole('article', { name: winter.name });
    expect(within(ratio).getByText('10% 할인')).toBeTruthy();
    expect(within(ratio).getByText('금액 제한 없음')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: `${welcome.name} 받기` }));
    expect((await screen.findByRole('status')).textContent).toBe('쿠폰을 받았습니다.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ coupon_id: 1 });
    expect(await within(ownedList).findByRole('article', { name: welcome.name })).toBeTruthy();
    await waitFor(() =>
      expect(within(claimable).queryByRole('article', { name: welcome.name })).toBeNull(),
    );
  });

  it("shows the server's refusal", async () => {
    stubApi({
      'GET /v1/users/me/coupon': { body: [] },
      'GET /v1/coupons/list': { body: [welcome] },
      'POST /v1/users/me/add/coupon': { status: 409, body: { detail: '이미 받은 쿠폰입니다.' } },
    });
    renderPage(<CouponLists />, { path: '/coupon' });
    await userEvent.click(await screen.findByRole('button', { name: `${welcome.name} 받기` }));
    expect((await screen.findByRole('alert')).textContent).toBe('이미 받은 쿠폰입니다.');
  });
});
