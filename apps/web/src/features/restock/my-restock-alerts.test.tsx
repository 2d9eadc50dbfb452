import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../shared/testing/fetch';
import { TestApp } from '../../shared/testing/render';
import { storeAccessToken, testMember } from '../../shared/testing/session';
import { MyRestockAlerts } from './my-restock-alerts';

const alert = (id: number, status: string, more: Record<string, unknown> = {}) => ({
  id,
  item_id: 3,
  item_name: '램스울 크루넥 니트',
  option_id: 30 + id,
  option_label: `옵션 ${id}`,
  status,
  created_at: '2026-11-21T01:00:00.000Z',
  expires_at: '2026-12-21T01:00:00.000Z',
  sent_at: null,
  ...more,
});

function renderList() {
  storeAccessToken();
  render(
    <TestApp path="/mypage" auth>
      <MyRestockAlerts />
    </TestApp>,
  );
}

describe('MyRestockAlerts', () => {
  it('lists the member’s alerts without the cancelled ones, and cancels a waiting one', async () => {
    let alerts = [
      alert(1, 'WAITING'),
      alert(2, 'SENT', { sent_at: '2026-11-25T03:00:00.000Z' }),
      alert(3, 'CANCELLED'),
    ];
    const calls = stubApi({
      'GET /v1/users/me': { body: testMember },
      'GET /v1/users/me/restock-alerts': () => ({ body: { alerts } }),
      'DELETE /v1/users/me/restock-alerts/1': () => {
        alerts = alerts.map((a) => (a.id === 1 ? { ...a, status: 'CANCELLED' } : a));
        return { status: 204 };
      },
    });
    renderList();
    const section = await screen.findByRole('region', { name: '재입고 알림' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '램스울 크루넥 니트옵션 12026.11.21 신청 · 2026.12.21까지알림 대기신청 취소',
      '램스울 크루넥 니트옵션 22026.11.25 발송알림 발송',
    ]);

    await userEvent.click(
      within(section).getByRole('button', {
        name: '램스울 크루넥 니트 옵션 1 재입고 알림 신청 취소',
      }),
    );
    expect(await screen.findByText('재입고 알림 신청을 취소했습니다.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows nothing for a member who never asked', async () => {
    const calls = stubApi({
      'GET /v1/users/me': { body: testMember },
      'GET /v1/users/me/restock-alerts': { body: { alerts: [] } },
    });
    renderList();
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/v1/users/me/restock-alerts')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: '재입고 알림' })).toBeNull();
  });
});
