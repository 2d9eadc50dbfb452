import type { StockHistory as History } from '@shop/contract/admin-catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { formatDelta, StockHistory } from './stock-history';

const history: History = {
  movements: [
    {
      movement_id: 3,
      option_id: 1,
      option_label: '베이지 / M',
      delta: 5,
      stock_after: 12,
      reason: 'admin_set',
      order_id: null,
      order_number: null,
      actor_type: 'admin',
      actor_id: 1,
      created_at: '2026-11-21T03:10:00.000Z',
    },
    {
      movement_id: 2,
      option_id: 1,
      option_label: '베이지 / M',
      delta: -2,
      stock_after: 7,
      reason: 'sale',
      order_id: 17,
      order_number: 'M20261121-0017',
      actor_type: 'system',
      actor_id: null,
      created_at: '2026-11-21T02:00:00.000Z',
    },
    {
      movement_id: 1,
      option_id: 1,
      option_label: '베이지 / M',
      delta: 9,
      stock_after: 9,
      reason: 'initial',
      order_id: null,
      order_number: null,
      actor_type: 'system',
      actor_id: null,
      created_at: '2026-11-20T01:00:00.000Z',
    },
  ],
};

describe('StockHistory', () => {
  it('lists the movements newest first, with the reason in Korean and a link to the order', async () => {
    stubApi({ 'GET /v1/admin/items/41/stock-history': { body: history } });
    renderAdmin(<StockHistory itemId={41} />);

    const table = await screen.findByRole('table', { name: '재고 이력' });
    await within(table).findByText('판매');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[4]?.textContent)).toEqual([
      '관리자 수정',
      '판매',
      '초기 재고',
    ]);
    expect(within(rows[0]!).getByText('+5')).toBeTruthy();
    expect(within(rows[1]!).getByText('−2')).toBeTruthy();
    expect(within(rows[1]!).getByText('자동 처리')).toBeTruthy();
    const link = within(rows[1]!).getByRole('link', { name: 'M20261121-0017' });
    expect(link.getAttribute('href')).toBe('/admin/orders/17');
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
  });

  it('says so when the stock never moved', async () => {
    stubApi({ 'GET /v1/admin/items/41/stock-history': { body: { movements: [] } } });
    renderAdmin(<StockHistory itemId={41} />);
    expect(await screen.findByText('재고 변동이 없습니다.')).toBeTruthy();
  });

  it('signs the change', () => {
    expect([formatDelta(3), formatDelta(-1), formatDelta(0)]).toEqual(['+3', '−1', '0']);
  });
});
