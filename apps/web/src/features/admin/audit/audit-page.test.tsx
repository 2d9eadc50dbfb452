import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectBodyRows } from '../../../shared/testing/render';
import { entriesPage, renderAdmin, stubApi } from '../testing';
import { AdminAuditPage } from './audit-page';

const refund = {
  audit_id: 2,
  actor: { member_id: 1, nickname: '운영자' },
  action: 'order.refund',
  target_type: 'order',
  target_id: '15',
  detail: { from: 'ORDER_PLACED', to: 'ORDER_CANCELLED', amount: 30_000, request_id: 'r1' },
  created_at: '2026-11-21T05:30:00.000Z',
};
const role = {
  audit_id: 1,
  actor: { member_id: null, nickname: '(시스템)' },
  action: 'member.role',
  target_type: 'member',
  target_id: '3',
  detail: { from: 'member', to: 'admin', via: 'command' },
  created_at: '2026-11-20T05:30:00.000Z',
};

describe('AdminAuditPage', () => {
  it('shows who did what to which target, in Korean, and filters by action', async () => {
    const calls = stubApi({
      'GET /v1/admin/audit?page=1': { body: entriesPage([refund, role]) },
      'GET /v1/admin/audit?action=order.refund&page=1': { body: entriesPage([refund]) },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminAuditPage />, { path: '/admin/audit' });

    await screen.findByText('운영자');
    const [refundRow] = expectBodyRows([
      ['2026.11.21 14:30', '주문 취소·환불', '상태: 주문 완료 → 주문 취소', '환불 금액: 30,000원'],
      ['(시스템)', '권한: 일반 회원 → 관리자'],
    ]);
    expect(refundRow?.textContent).not.toContain('r1');
    expect(screen.getByRole('link', { name: '주문 #15' }).getAttribute('href')).toBe(
      '/admin/orders/15',
    );

    await user.selectOptions(screen.getByLabelText('작업'), '주문 취소·환불');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/audit?action=order.refund'),
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(calls.at(-1)?.path).toBe('/v1/admin/audit?action=order.refund&page=1');
  }, 20_000);

  it('says so when nothing matches the filter', async () => {
    stubApi({ 'GET /v1/admin/audit?target_type=coupon&page=1': { body: entriesPage([]) } });
    renderAdmin(<AdminAuditPage />, { path: '/admin/audit?target_type=coupon' });
    expect(await screen.findByText('조건에 맞는 기록이 없습니다.')).toBeTruthy();
  });
});
