import { claimMessages, claimStatusLabels } from '@shop/contract/claim-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { deliveredOrder, testClaim } from './claim-testing';
import { OrderCard } from './order-card';
import { OrderStatusBlock } from './order-status';

afterEach(() => vi.unstubAllGlobals());

const exchangeLine = {
  ...testClaim().lines[0]!,
  line_id: 12,
  item_id: 8,
  item_name: '울 니트',
  option: '오트밀 / L',
  exchange_option_id: 81,
  exchange_option: '오트밀 / M',
};

/** One claim of each kind of ending, newest first. */
const claims = [
  testClaim({ claim_id: 34, status: 'REQUESTED' }),
  testClaim({
    claim_id: 33,
    kind: 'EXCHANGE',
    reason: 'SIZE_COLOR',
    status: 'COMPLETED',
    fee: 6_000,
    lines: [exchangeLine],
    exchange_carrier: 'CJ대한통운',
    exchange_tracking_number: '555566667777',
    events: [
      { status: 'REQUESTED', actor: 'shopper', note: null, created_at: '2026-11-24T01:00:00.000Z' },
      { status: 'APPROVED', actor: 'admin', note: null, created_at: '2026-11-24T05:00:00.000Z' },
      { status: 'COMPLETED', actor: 'admin', note: null, created_at: '2026-11-26T05:00:00.000Z' },
    ],
  }),
  testClaim({
    claim_id: 32,
    reason: 'DEFECT',
    status: 'COMPLETED',
    fee: 0,
    refund_amount: 20_000,
  }),
  testClaim({
    claim_id: 31,
    status: 'REJECTED',
    reject_reason: '착용 흔적이 있어 반품할 수 없습니다.',
  }),
];

describe('the claims on an order card', () => {
  it('shows each with its status, lines, amounts and timeline; withdrawal only before approval', () => {
    stubApi({});
    renderPage(<OrderCard order={deliveredOrder({ claims })} />);
    const history = screen.getByRole('region', { name: '교환·반품 내역' });
    const [requested, exchanged, refunded, rejected] = within(history).getAllByTestId('claim');

    expect(requested?.textContent).toContain('반품 · 단순 변심');
    expect(within(requested!).getByText('신청 완료', { selector: '[data-status]' })).toBeTruthy();
    expect(requested?.textContent).toContain('린넨 셔츠 · M · 1개');
    expect(requested?.textContent).toContain('3,000원');
    expect(within(requested!).getByRole('button', { name: '신청 철회' })).toBeTruthy();

    expect(exchanged?.textContent).toContain('교환 · 사이즈·색상 변경');
    expect(exchanged?.textContent).toContain('울 니트 · 오트밀 / L · 1개 → 오트밀 / M');
    expect(exchanged?.textContent).toContain('CJ대한통운');
    expect(within(exchanged!).getByRole('link', { name: /555566667777/ })).toBeTruthy();
    const timeline = within(exchanged!).getByRole('list', { name: '처리 내역' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '신청 완료2026.11.24 10:00',
      '승인·회수 요청2026.11.24 14:00',
      '처리 완료2026.11.26 14:00',
    ]);

    expect(refunded?.textContent).toContain('반품 · 상품 불량·파손');
    expect(refunded?.textContent).toContain('환불 금액20,000원');
    expect(rejected?.textContent).toContain(claimStatusLabels.REJECTED);
    expect(rejected?.textContent).toContain('반려 사유착용 흔적이 있어 반품할 수 없습니다.');

    expect(within(history).getAllByRole('button', { name: '신청 철회' })).toHaveLength(1);
  });

  it('withdraws after asking, then shows the claim withdrawn', async () => {
    const user = userEvent.setup();
    let current = [testClaim()];
    const list = () => ({
      body: { order_list: [deliveredOrder({ claims: current })], status_counts: { DELIVERED: 1 } },
    });
    const calls = stubApi({
      'GET /v1/orders?status=ORDER_PLACED': list,
      'GET /v1/orders?status=DELIVERED': list,
      'POST /v1/orders/7/claims/31/withdraw': () => {
        current = [testClaim({ status: 'WITHDRAWN' })];
        return { body: current[0] };
      },
    });
    renderPage(<OrderStatusBlock />);
    await screen.findByTestId('count-DELIVERED');
    await user.click(screen.getByRole('tab', { name: /배송 완료/ }));
    await user.click(await screen.findByRole('button', { name: '신청 철회' }));

    const dialog = screen.getByRole('dialog', { name: '교환·반품 신청을 철회할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '신청 철회' }));
    await user.click(screen.getByRole('button', { name: '철회하기' }));
    expect((await screen.findByRole('status')).textContent).toBe('교환·반품 신청을 철회했습니다.');
    const history = screen.getByRole('region', { name: '교환·반품 내역' });
    expect(
      await within(history).findByText('신청 철회', { selector: '[data-status]' }),
    ).toBeTruthy();
    expect(within(history).queryByRole('button', { name: '신청 철회' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/v1/orders/7/claims/31/withdraw', undefined],
    ]);
  });

  it('says why when the claim can no longer be withdrawn', async () => {
    const user = userEvent.setup();
    const refusal = claimMessages.notMovable(claimStatusLabels.APPROVED);
    stubApi({
      'POST /v1/orders/7/claims/31/withdraw': { status: 409, body: { detail: refusal } },
    });
    renderPage(<OrderCard order={deliveredOrder({ claims: [testClaim()] })} />);
    await user.click(screen.getByRole('button', { name: '신청 철회' }));
    await user.click(screen.getByRole('button', { name: '철회하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
