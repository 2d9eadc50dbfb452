import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { HoldPanel } from './hold-panel';
import { testAdminOrder as order } from './order-testing';

afterEach(() => vi.unstubAllGlobals());

describe('HoldPanel', () => {
  it('asks for a reason, holds the order with it, and releases a held one', async () => {
    const calls = stubApi({
      'POST /v1/admin/orders/7/auto-hold': (body) => ({
        body: {
          ...order,
          auto_hold_reason: (body as { hold: boolean; reason?: string }).reason ?? null,
        },
      }),
    });
    const user = userEvent.setup();
    const { unmount } = renderAdmin(<HoldPanel order={order} />);
    await user.click(screen.getByRole('button', { name: '자동 처리 보류' }));
    expect(screen.getByText('보류 사유를 입력해주세요.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('보류 사유'), '택배 분실 신고 확인 중');
    await user.click(screen.getByRole('button', { name: '자동 처리 보류' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ hold: true, reason: '택배 분실 신고 확인 중' });
    unmount();

    renderAdmin(<HoldPanel order={{ ...order, auto_hold_reason: '고객 요청' }} />);
    expect(screen.getByText('보류 중: 고객 요청')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '보류 해제' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ hold: false });
  });
});
