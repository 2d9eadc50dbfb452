import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { AdminCouponClaimsPage } from './coupon-claims-page';

describe('AdminCouponClaimsPage', () => {
  it('lists the members who claimed the coupon, and the order each used it in', async () => {
    stubApi({
      'GET /v1/admin/coupons': { body: { coupons: [] } },
      'GET /v1/admin/coupons/5/claims?page=2': {
        body: {
          coupon_id: 5,
          coupon_name: '첫 구매 3천원',
          claims: [
            {
              claim_id: 9,
              member_id: 21,
              nickname: '온도',
              claimed_at: '2026-11-20T01:00:00.000Z',
              used_at: '2026-11-21T02:00:00.000Z',
              order_id: 33,
              merchant_id: 'ONDO-20261121-0033',
            },
            {
              claim_id: 8,
              member_id: 22,
              nickname: '바람',
              claimed_at: '2026-11-19T01:00:00.000Z',
              used_at: null,
              order_id: null,
              merchant_id: null,
            },
          ],
          total: 22,
          page: 2,
          size: 20,
          page_count: 2,
        },
      },
    });
    renderAdmin(<AdminCouponClaimsPage />, {
      path: '/admin/coupons/5?page=2',
      route: '/admin/coupons/:id',
    });

    expect(await screen.findByRole('heading', { name: '첫 구매 3천원 발급 내역' })).toBeTruthy();
    expect(screen.getByText('22명이 받았습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '온도' }).getAttribute('href')).toBe(
      '/admin/members/21',
    );
    expect(screen.getByRole('link', { name: 'ONDO-20261121-0033' }).getAttribute('href')).toBe(
      '/admin/orders/33',
    );
    const rows = screen.getAllByRole('row');
    expect(rows[1]?.textContent).toContain('2026.11.21 11:00');
    expect(rows[2]?.textContent).toContain('미사용');
  });
});
