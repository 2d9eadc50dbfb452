import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing';
import { TodayList } from './today-list';

const calm = {
  late_shipments: 0,
  cutoff: '2026-11-29T04:00:00.000Z',
  open_claims: 0,
  unsettled_payments: 0,
  stale_qna: 0,
  restock_waiting: 0,
};

describe('TodayList', () => {
  it('lists only what is waiting, each a link to its list', () => {
    renderAdmin(<TodayList attention={{ ...calm, late_shipments: 2, open_claims: 1 }} />);
    const late = screen.getByRole('link', { name: /출고 마감\(오후 1시\) 지난 배송 대기\s*2건/ });
    expect(late.getAttribute('href')).toBe('/admin/orders?status=ORDER_PLACED');
    expect(
      screen.getByRole('link', { name: /처리 중인 교환·반품\s*1건/ }).getAttribute('href'),
    ).toBe('/admin/claims');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('points low stock that shoppers wait for to the restock demand', () => {
    renderAdmin(<TodayList attention={{ ...calm, restock_waiting: 3 }} />);
    expect(
      screen
        .getByRole('link', { name: /재입고 알림을 기다리는 재고 부족 옵션\s*3건/ })
        .getAttribute('href'),
    ).toBe('/admin/restock');
  });

  it('says so when nothing is waiting', () => {
    renderAdmin(<TodayList attention={calm} />);
    expect(screen.getByText('지금 챙길 일이 없습니다.')).toBeTruthy();
  });
});
