import type { Transfer } from '@shop/contract/admin-transfers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExportButtons } from './export-buttons';
import { renderAdmin, stubApi } from './testing';

/** An order export as the API answers it: done, a CSV of 120 orders. */
const testExport = (overrides: Partial<Transfer> = {}): Transfer => ({
  id: 9,
  kind: 'orders_export',
  status: 'done',
  format: 'csv',
  source_name: null,
  total: 120,
  processed: 120,
  counts: { create: 0, update: 0, unchanged: 0, error: 0 },
  error: null,
  file_name: 'orders-20261125.csv',
  actor: '운영자',
  created_at: '2026-11-25T01:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...overrides,
});

/** Answers the listed states one call after another, then keeps answering the last. */
function inTurn<T>(...answers: T[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!;
}

const queued = (id: number, kind: 'orders_export' | 'members_export') => ({
  status: 202,
  body: testExport({ id, kind, status: 'queued', total: 0, processed: 0, file_name: null }),
});

describe('ExportButtons', () => {
  it("starts the order export with the list's filters, then offers its file", async () => {
    const calls = stubApi({
      'POST /v1/admin/transfers/exports': queued(9, 'orders_export'),
      'GET /v1/admin/transfers/9': inTurn(
        { body: { ...testExport({ status: 'queued', total: 0, processed: 0 }), rows: [] } },
        { body: { ...testExport(), rows: [] } },
      ),
    });
    const user = userEvent.setup();
    renderAdmin(
      <ExportButtons
        only="orders"
        filters={{ status: 'ORDER_PLACED', from: '2026-11-01', to: '2026-13-40', q: '' }}
      />,
    );
    expect(screen.queryByRole('button', { name: '회원 내보내기' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '주문 내보내기' }));

    // The mistyped day is left out, as the list leaves it out; the blank search too.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'orders_export',
      filter: { status: 'ORDER_PLACED', from: '2026-11-01', q: '' },
    });
    expect(await screen.findByRole('progressbar', { name: '주문 내보내기 진행률' })).toBeTruthy();
    expect(screen.getByText('대기 중')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '주문 내보내기 내려받기' })).toBeTruthy();
  });

  it('starts the member export on the dashboard, and says why a run failed', async () => {
    const calls = stubApi({
      'POST /v1/admin/transfers/exports': queued(11, 'members_export'),
      'GET /v1/admin/transfers/11': {
        body: {
          ...testExport({ id: 11, kind: 'members_export', status: 'failed', file_name: null }),
          error: '파일을 만들지 못했습니다.',
          rows: [],
        },
      },
    });
    const user = userEvent.setup();
    renderAdmin(<ExportButtons />);
    expect(screen.getByRole('button', { name: '주문 내보내기' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '회원 내보내기' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        kind: 'members_export',
        filter: { q: '' },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      '내보내기에 실패했습니다. 파일을 만들지 못했습니다.',
    );
  });
});
