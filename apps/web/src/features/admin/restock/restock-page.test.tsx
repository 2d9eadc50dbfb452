import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectBodyRows } from '../../../shared/testing/render';
import { renderAdmin, stubApi } from '../testing';
import { AdminRestockPage } from './restock-page';

const demand = (waiting: number, more: Record<string, unknown> = {}) => ({
  item_id: 41,
  item_name: '린넨 오버셔츠',
  option_id: 301,
  option_label: '베이지 / M',
  stock: 0,
  waiting,
  sent: 0,
  last_wave_at: null,
  ...more,
});

const demandAnswer = {
  options: [
    demand(4, {
      item_id: 42,
      item_name: '램스울 니트',
      option_id: 302,
      option_label: '네이비 / L',
      stock: 2,
      sent: 6,
      last_wave_at: '2026-11-21T05:05:00.000Z',
    }),
    demand(12),
  ],
};

describe('AdminRestockPage', () => {
  it('explains the waves and lists the demand, most waiting first', async () => {
    stubApi({ 'GET /v1/admin/restock': { body: demandAnswer } });
    renderAdmin(<AdminRestockPage />, { path: '/admin/restock' });

    expect(await screen.findByText('옵션 2개 · 대기 16명')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '재입고 알림' })).toBeTruthy();
    expect(
      screen.getByText(
        '재고가 들어오면 대기 순서대로 재고 1개당 3명씩 알리고, 30분 뒤 재고가 남아 있으면 다음 차수를 보냅니다.',
      ),
    ).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      '발송 차수',
      '상품',
      '옵션',
      '현재 재고',
      '대기',
      '발송',
      '마지막 발송',
    ]);
    const [first] = expectBodyRows([
      ['린넨 오버셔츠', '베이지 / M', '품절', '12명', '0명', '—'],
      ['램스울 니트', '네이비 / L', '2개', '4명', '6명', '2026.11.21 14:05'],
    ]);
    expect(within(first!).getByRole('link', { name: '린넨 오버셔츠' }).getAttribute('href')).toBe(
      '/admin/products/41',
    );
  });

  it('opens a row onto its waves, newest first and numbered from the first', async () => {
    const calls = stubApi({
      'GET /v1/admin/restock': { body: demandAnswer },
      'GET /v1/admin/restock/302/waves': {
        body: {
          waves: [
            { id: 8, stock: 2, size: 6, created_at: '2026-11-21T05:05:00.000Z' },
            { id: 7, stock: 1, size: 3, created_at: '2026-11-21T04:30:00.000Z' },
          ],
        },
      },
      'GET /v1/admin/restock/301/waves': { body: { waves: [] } },
    });
    renderAdmin(<AdminRestockPage />, { path: '/admin/restock' });
    const opener = await screen.findByRole('button', { name: '램스울 니트 네이비 / L 발송 차수' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(calls.some((c) => c.path.endsWith('/waves'))).toBe(false);

    await userEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const waves = await screen.findByRole('list', { name: '램스울 니트 네이비 / L 발송 차수' });
    expect(
      within(waves)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2차2026.11.21 14:05재고 2개6명에게 알림',
      '1차2026.11.21 13:30재고 1개3명에게 알림',
    ]);
    expect(opener.getAttribute('aria-controls')).toBe(waves.closest('tr')?.id);

    await userEvent.click(
      screen.getByRole('button', { name: '린넨 오버셔츠 베이지 / M 발송 차수' }),
    );
    expect(
      await screen.findByText('아직 보낸 차수가 없습니다. 재고가 들어오면 첫 차수를 보냅니다.'),
    ).toBeTruthy();

    await userEvent.click(opener);
    expect(screen.queryByRole('list', { name: '램스울 니트 네이비 / L 발송 차수' })).toBeNull();
  });

  it('says when nobody has asked yet, and shows a failed load with a retry', async () => {
    stubApi({ 'GET /v1/admin/restock': { body: { options: [] } } });
    const { unmount } = renderAdmin(<AdminRestockPage />, { path: '/admin/restock' });
    expect(await screen.findByText('아직 재입고 알림을 신청한 옵션이 없습니다.')).toBeTruthy();
    unmount();

    stubApi({
      'GET /v1/admin/restock': { status: 403, body: { detail: '관리자만 볼 수 있습니다.' } },
    });
    renderAdmin(<AdminRestockPage />, { path: '/admin/restock' });
    expect((await screen.findByRole('alert')).textContent).toContain('관리자만 볼 수 있습니다.');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
