import type { AdminOrderDetail } from '@shop/contract/admin-orders';
import { depositMessages } from '@shop/contract/virtual-accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '../../../shared/testing/fetch';
import { testVirtualAccount } from '../../../shared/testing/orders';
import { renderAdmin, stubApi } from '../testing';
import { testAdminOrder as order } from './order-testing';
import { RefundPanel } from './refund-panel';
import { previewRefund } from './refund-selection';

afterEach(() => vi.unstubAllGlobals());

describe('previewRefund', () => {
  it('takes the coupon share off the picked goods and gives everything left for "all"', () => {
    // One shirt: 30,000 − floor(8,000 × 30,000 / 80,000) = 27,000.
    expect(previewRefund(order, 'lines', { 11: 1 })).toMatchObject({ ok: true, amount: 27_000 });
    expect(previewRefund(order, 'lines', { 11: 0 })).toBeUndefined();
    expect(previewRefund(order, 'all', {})).toMatchObject({
      ok: true,
      amount: 72_000,
      complete: true,
    });
  });
});

/** The same order with 12,000 won of it paid in points: 60,000 won charged. */
const withPoints: AdminOrderDetail = {
  ...order,
  total_price: 60_000,
  amounts: { ...order.amounts, total_price: 60_000, remaining: 60_000, points_used: 12_000 },
};

describe('previewRefund with points', () => {
  it('gives back the points in proportion, and all that is left of both for "all"', () => {
    // One shirt: 27,000 of net goods, of which floor(12,000 × 27,000 / 72,000) = 4,500 in points.
    expect(previewRefund(withPoints, 'lines', { 11: 1 })).toMatchObject({
      ok: true,
      amount: 22_500,
      points: 4_500,
    });
    expect(previewRefund(withPoints, 'all', {})).toMatchObject({
      ok: true,
      amount: 60_000,
      points: 12_000,
    });
  });
});

describe('RefundPanel', () => {
  it('shows the points that come back beside the amount, and in the confirmation', async () => {
    stubApi({
      'POST /v1/admin/orders/7/refund': {
        body: { ...withPoints, refunded_amount: 22_500 },
      },
    });
    const user = userEvent.setup();
    renderAdmin(<RefundPanel order={withPoints} />);
    expect(screen.getByText('환불 예정 금액 60,000원 · 적립금 환원 12,000원')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '일부 상품만' }));
    const shirt = screen.getByLabelText<HTMLInputElement>(/린넨 셔츠/);
    await user.clear(shirt);
    await user.type(shirt, '1');
    expect(screen.getByText('환불 예정 금액 22,500원 · 적립금 환원 4,500원')).toBeTruthy();

    await user.type(screen.getByLabelText('사유'), '사이즈 교환 불가');
    await user.click(screen.getByRole('button', { name: '환불하기' }));
    const dialog = screen.getByRole('dialog', { name: '환불할까요?' });
    expect(within(dialog).getByText('22,500원')).toBeTruthy();
    expect(within(dialog).getByText('적립금 환원 4,500원')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '22,500원 환불' }));
    expect(
      await screen.findByText('22,500원을 환불했습니다. 적립금 4,500원도 환원했습니다.'),
    ).toBeTruthy();
  }, 15_000);

  it('says nothing of points for an order paid without them', () => {
    stubApi({});
    renderAdmin(<RefundPanel order={order} />);
    expect(screen.getByText('환불 예정 금액 72,000원')).toBeTruthy();
    expect(screen.queryByText(/적립금/)).toBeNull();
  });

  it('shows the amount of the picked quantities, asks, and sends the lines with the reason', async () => {
    const calls = stubApi({
      'POST /v1/admin/orders/7/refund': { body: { ...order, refunded_amount: 27_000 } },
    });
    const user = userEvent.setup();
    renderAdmin(<RefundPanel order={order} />);

    await user.click(screen.getByRole('radio', { name: '일부 상품만' }));
    expect(screen.getByText('환불할 상품과 수량을 선택해주세요.')).toBeTruthy();
    const shirt = screen.getByLabelText<HTMLInputElement>(/린넨 셔츠/);
    await user.clear(shirt);
    await user.type(shirt, '5');
    expect(shirt.value).toBe('2'); // never more than is left
    await user.clear(shirt);
    await user.type(shirt, '1');
    expect(screen.getByText('환불 예정 금액 27,000원')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '환불하기' }));
    expect(screen.getByRole('alert').textContent).toBe('취소·환불 사유를 입력해주세요.');
    await user.type(screen.getByLabelText('사유'), '사이즈 교환 불가');
    await user.click(screen.getByRole('button', { name: '환불하기' }));

    const dialog = screen.getByRole('dialog', { name: '환불할까요?' });
    expect(within(dialog).getByText('27,000원')).toBeTruthy();
    expect(within(dialog).getByText('린넨 셔츠 · 베이지 / M × 1')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '27,000원 환불' }));

    const call = calls.find((c) => c.path === '/v1/admin/orders/7/refund');
    expect(call?.body).toMatchObject({
      reason: '사이즈 교환 불가',
      lines: [{ line_id: 11, quantity: 1 }],
    });
    expect((call!.body as { request_id: string }).request_id).toMatch(/^[0-9a-f-]{36}$/);
  }, 15_000);

  it("keeps the dialog open with the server's message, and retries with the same request id", async () => {
    let attempts = 0;
    const calls = stubApi({
      'POST /v1/admin/orders/7/refund': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 502,
              body: {
                detail: '결제사와 통신하지 못했습니다. 잠시 후 같은 요청으로 다시 시도해주세요.',
              },
            }
          : { body: order };
      },
    });
    const user = userEvent.setup();
    renderAdmin(<RefundPanel order={order} />);
    await user.type(screen.getByLabelText('사유'), '고객 요청');
    await user.click(screen.getByRole('button', { name: '환불하기' }));
    const dialog = screen.getByRole('dialog', { name: '환불할까요?' });
    expect(within(dialog).getByText('72,000원')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '72,000원 환불' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('결제사와 통신하지');
    await user.click(within(dialog).getByRole('button', { name: '72,000원 환불' }));
    const ids = calls.map((c) => (c.body as { request_id: string }).request_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect((calls[0]!.body as { lines?: unknown }).lines).toBeUndefined();
  });
});

describe('RefundPanel of an order paid into a virtual account', () => {
  const deposited: AdminOrderDetail = {
    ...order,
    order_status: 'ORDER_PLACED',
    payment: {
      provider: 'toss',
      method: '가상계좌',
      status: 'DONE',
      amount: 72_000,
      canceled_amount: 0,
      payment_key: 'tviva_1',
      approved_at: '2026-11-21T05:02:00.000Z',
      virtual_account: testVirtualAccount({
        amount: 72_000,
        state: 'DEPOSITED',
        deposited_at: '2026-11-21T05:02:00.000Z',
      }),
      cash_receipt: null,
      refund_account: null,
    },
  };

  it('asks for the refund account in the confirmation and shows the 422 under its field', async () => {
    const calls = stubApi({
      'POST /v1/admin/orders/7/refund': (body) =>
        (body as { refund_account: { holder_name: string } }).refund_account.holder_name ===
        '김온도'
          ? { body: { ...deposited, order_status: 'ORDER_CANCELLED' } }
          : fieldRefusal(['refund_account', 'holder_name'], '입금자와 예금주가 다릅니다.'),
    });
    const user = userEvent.setup();
    renderAdmin(<RefundPanel order={deposited} />);
    await user.type(screen.getByLabelText('사유'), '고객 요청');
    await user.click(screen.getByRole('button', { name: '취소하기' }));
    const dialog = screen.getByRole('dialog', { name: '주문을 취소할까요?' });
    expect(within(dialog).getByText(/환불받을 고객의 계좌/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '72,000원 환불' }));
    expect(await within(dialog).findByText(depositMessages.bankRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('은행'), '81');
    await user.type(within(dialog).getByLabelText('계좌번호'), '123-456789-01234');
    const holder = within(dialog).getByLabelText('예금주');
    await user.type(holder, '온도');
    await user.click(within(dialog).getByRole('button', { name: '72,000원 환불' }));
    await waitFor(() => expect(holder.getAttribute('aria-invalid')).toBe('true'));
    const messageId = holder.getAttribute('aria-describedby')!;
    expect(document.getElementById(messageId)?.textContent).toBe('입금자와 예금주가 다릅니다.');

    await user.clear(holder);
    await user.type(holder, '김온도');
    await user.click(within(dialog).getByRole('button', { name: '72,000원 환불' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({
      reason: '고객 요청',
      refund_account: { bank: '81', account_number: '12345678901234', holder_name: '김온도' },
    });
    expect((calls[0]!.body as { request_id: string }).request_id).toBe(
      (calls[1]!.body as { request_id: string }).request_id,
    );
  }, 15_000);

  it('only cancels an order still waiting for its deposit, without an account', async () => {
    const calls = stubApi({ 'POST /v1/admin/orders/7/refund': { body: order } });
    const user = userEvent.setup();
    const waiting: AdminOrderDetail = {
      ...deposited,
      order_status: 'AWAITING_DEPOSIT',
      payment: {
        ...deposited.payment!,
        status: 'WAITING_FOR_DEPOSIT',
        approved_at: null,
        virtual_account: {
          ...deposited.payment!.virtual_account!,
          state: 'WAITING',
          deposited_at: null,
        },
      },
    };
    renderAdmin(<RefundPanel order={waiting} />);
    expect(screen.queryByRole('radio', { name: '일부 상품만' })).toBeNull();
    await user.type(screen.getByLabelText('사유'), '고객 요청');
    await user.click(screen.getByRole('button', { name: '취소하기' }));
    const dialog = screen.getByRole('dialog', { name: '주문을 취소할까요?' });
    expect(within(dialog).getByText(/가상계좌가 닫히고/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('은행')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as { refund_account?: unknown }).refund_account).toBeUndefined();
  });
});
