import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entriesPage, renderAdmin, stubApi } from '../testing';
import { AdminPaymentsPage } from './reconciliation-page';

const placed = {
  reconciliation_id: 2,
  run_at: '2026-11-25T05:30:00.000Z',
  order_id: 15,
  merchant_id: '20261125-AAAAAAAAAA',
  payment_key: 'tgen_1',
  provider_status: 'DONE',
  decision: 'placed',
  reason: '결제사 승인 완료: 주문을 완료했습니다.',
};
const failed = {
  reconciliation_id: 1,
  run_at: '2026-11-25T05:29:00.000Z',
  order_id: null,
  merchant_id: '20261125-BBBBBBBBBB',
  payment_key: 'tgen_2',
  provider_status: null,
  decision: 'failed',
  reason: '결제사 응답이 없어 결제를 확인하지 못했습니다.',
};
const comparison = {
  comparison: {
    date: '2026-11-24',
    compared_at: '2026-11-24T19:00:05.000Z',
    matched: 41,
    mismatched: 1,
    differences: [
      {
        difference_id: 1,
        merchant_id: '20261124-CCCCCCCCCC',
        payment_key: 'tgen_3',
        kind: 'refund_unrecorded',
        provider_status: 'CANCELED',
        provider_charged: 42_000,
        provider_refunded: 42_000,
        ledger_charged: 42_000,
        ledger_refunded: 0,
      },
    ],
  },
};

describe('AdminPaymentsPage', () => {
  it("shows the day's comparison and the differences, and each decision with its reason", async () => {
    stubApi({
      'GET /v1/admin/payments/comparison': { body: comparison },
      'GET /v1/admin/payments/reconciliations?page=1': { body: entriesPage([placed, failed]) },
    });
    renderAdmin(<AdminPaymentsPage />, { path: '/admin/payments' });

    expect(await screen.findByText(/일치 41건 \/ 불일치 1건/)).toBeDefined();
    const differences = screen.getByRole('table', { name: '일일 대조' });
    expect(within(differences).getByText('결제사 취소가 장부에 없음')).toBeDefined();
    expect(within(differences).getByText('42,000원 / 0원')).toBeDefined();

    const decisions = await screen.findByRole('table', { name: '대사 결정' });
    const rows = within(decisions).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('2026.11.25 14:30');
    expect(rows[1]?.textContent).toContain('주문 완료');
    expect(
      within(decisions).getByRole('link', { name: placed.merchant_id }).getAttribute('href'),
    ).toBe('/admin/orders/15');
    expect(rows[2]?.textContent).toContain('응답 없음');
    expect(rows[2]?.textContent).toContain('실패');
  });

  it('filters the decisions by decision and date, and pages', async () => {
    stubApi({
      'GET /v1/admin/payments/comparison': { body: { comparison: null } },
      'GET /v1/admin/payments/reconciliations?page=1': {
        body: entriesPage([placed], { page_count: 2 }),
      },
      'GET /v1/admin/payments/reconciliations?page=2': {
        body: entriesPage([{ ...failed, reason: '두 번째 쪽' }], { page: 2, page_count: 2 }),
      },
      'GET /v1/admin/payments/reconciliations?decision=failed&date=2026-11-25&page=1': {
        body: entriesPage([failed]),
      },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminPaymentsPage />, { path: '/admin/payments' });
    expect(await screen.findByText(/아직 대조한 날이 없습니다/)).toBeDefined();
    await screen.findByText(placed.reason);
    await user.click(screen.getByRole('button', { name: '2페이지' }));
    expect(await screen.findByText('두 번째 쪽')).toBeDefined();

    const form = screen.getByRole('form', { name: '대사 결정 검색' });
    await user.selectOptions(within(form).getByLabelText('결정'), '실패');
    await user.type(within(form).getByLabelText('날짜'), '2026-11-25');
    await user.click(within(form).getByRole('button', { name: '검색' }));
    expect(await screen.findByText(failed.reason)).toBeDefined();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin/payments?decision=failed&date=2026-11-25',
      ),
    );
  });
});
