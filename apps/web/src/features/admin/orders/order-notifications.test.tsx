import type { OrderNotification } from '@shop/contract/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { OrderNotifications } from './order-notifications';

const notification = (overrides: Partial<OrderNotification>): OrderNotification => ({
  notification_id: 1,
  event: 'ORDER_PLACED',
  channel: 'mail',
  recipient: 'ondo@naver.com',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-21T01:01:00.000Z',
  sent_at: '2026-11-21T01:01:02.000Z',
  next_attempt_at: null,
  ...overrides,
});

const sent = notification({});
const failed = notification({
  notification_id: 2,
  channel: 'alimtalk',
  recipient: '01012345678',
  status: 'failed',
  attempts: 5,
  last_error: '알림톡 발송 거절 -3012: template not found',
  sent_at: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('the notifications of an order', () => {
  it('lists each with its channel, event, state, attempts and last error', async () => {
    stubApi({
      'GET /v1/admin/orders/7/notifications': { body: { notifications: [sent, failed] } },
    });
    renderAdmin(<OrderNotifications orderId={7} changes={2} />);
    await screen.findByText('ondo@naver.com');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1, 6)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['주문 완료', '메일', 'ondo@naver.com', '발송 완료', '1'],
      ['주문 완료', '알림톡', '010-1234-5678', '발송 실패', '5'],
    ]);
    expect(within(rows[1]!).getByText('알림톡 발송 거절 -3012: template not found')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
  });

  it('sends a failed one again and shows the answer', async () => {
    const calls = stubApi({
      'GET /v1/admin/orders/7/notifications': { body: { notifications: [sent, failed] } },
      'POST /v1/admin/notifications/2/resend': {
        body: {
          notifications: [sent, { ...failed, status: 'pending', attempts: 0, last_error: null }],
        },
      },
    });
    renderAdmin(<OrderNotifications orderId={7} changes={2} />);
    await userEvent.click(await screen.findByRole('button', { name: '다시 보내기' }));
    expect(await screen.findByText('다시 보내도록 예약했습니다.')).toBeTruthy();
    expect(screen.getByText('발송 대기')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 보내기' })).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /v1/admin/notifications/2/resend',
    );
  });

  it('says when nothing was sent', async () => {
    stubApi({ 'GET /v1/admin/orders/7/notifications': { body: { notifications: [] } } });
    renderAdmin(<OrderNotifications orderId={7} changes={1} />);
    expect(await screen.findByText('보낸 알림이 없습니다.')).toBeTruthy();
  });
});
