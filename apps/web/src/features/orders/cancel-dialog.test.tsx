import { depositMessages } from '@shop/contract/virtual-accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '../../shared/testing/fetch';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { depositedOrder, testOrder, testVirtualAccount } from '../../shared/testing/orders';
import { typeByLabel } from '../../shared/testing/render';
import { asGuestOrder, findGuestOrder, guestAnswers } from './guest-testing';
import { OrderStatusBlock } from './order-status';

afterEach(() => vi.unstubAllGlobals());

const deposited = depositedOrder({ order_id: 7 });
const placedList = (order = deposited) => ({
  body: { order_list: [order], status_counts: { [order.order_status]: 1 } },
});
const cancelled = { ...deposited, order_status: 'ORDER_CANCELLED', refunded_amount: 42_000 };

/** The message under the field its label names (what aria-describedby points at). */
const messageOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('cancelling an order paid into a virtual account', () => {
  it('asks for the refund account, checks it, shows the refusals beside it and sends it', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = stubApi({
      'GET /v1/orders?status=ORDER_PLACED': placedList(),
      'POST /v1/orders/7/cancel': () => {
        attempts += 1;
        if (attempts === 1) {
          return fieldRefusal(
            ['refund_account', 'account_number'],
            depositMessages.accountNumberFormat,
          );
        }
        if (attempts === 2) {
          return {
            status: 400,
            body: { detail: depositMessages.refundAccountRefused('예금주가 일치하지 않습니다.') },
          };
        }
        return { body: cancelled };
      },
    });
    renderPage(<OrderStatusBlock />);
    const order = await screen.findByRole('article', { name: /2026\.11\.21/ });
    expect(within(order).getByTestId('virtual-account').textContent).toContain('입금 완료');

    await user.click(within(order).getByRole('button', { name: '주문 취소' }));
    const dialog = screen.getByRole('dialog', { name: '환불받을 계좌를 입력해주세요' });
    expect(within(dialog).getByText(/입금하신 42,000원은 입력하신 계좌로 환불됩니다/)).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'KB국민은행' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect(await within(dialog).findByText(depositMessages.bankRequired)).toBeTruthy();
    expect(messageOf('계좌번호')).toBe(depositMessages.accountNumberFormat);
    expect(messageOf('예금주')).toBe(depositMessages.holderRequired);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('은행'), '06');
    await typeByLabel(user, { 계좌번호: '944-2001-2345', 예금주: '김온도' }, within(dialog));
    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    await waitFor(() => expect(messageOf('계좌번호')).toBe(depositMessages.accountNumberFormat));
    expect(screen.getByLabelText('계좌번호').getAttribute('aria-invalid')).toBe('true');

    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      depositMessages.refundAccountRefused('예금주가 일치하지 않습니다.'),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect((await screen.findByRole('status')).textContent).toBe('주문이 취소되었습니다.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((c) => c.path === '/v1/orders/7/cancel');
    expect(sent).toHaveLength(3);
    expect(sent[2]?.body).toEqual({
      refund_account: { bank: '06', account_number: '94420012345', holder_name: '김온도' },
    });
  }, 20_000);

  it('asks for the account when the server says the deposit needs one', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /v1/orders?status=ORDER_PLACED': placedList({
        ...deposited,
        refund_account_required: false,
      }),
      'POST /v1/orders/7/cancel': (body) =>
        (body as { refund_account?: unknown }).refund_account
          ? { body: cancelled }
          : fieldRefusal(['refund_account'], depositMessages.refundAccountRequired),
    });
    renderPage(<OrderStatusBlock />);
    const order = await screen.findByRole('article', { name: /2026\.11\.21/ });
    await user.click(within(order).getByRole('button', { name: '주문 취소' }));
    await user.click(screen.getByRole('button', { name: '주문 취소하기' }));

    const dialog = await screen.findByRole('dialog', { name: '환불받을 계좌를 입력해주세요' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      depositMessages.refundAccountRequired,
    );
    await user.selectOptions(within(dialog).getByLabelText('은행'), '90');
    await typeByLabel(user, { 계좌번호: '3333012345678', 예금주: '김온도' }, within(dialog));
    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect((await screen.findByRole('status')).textContent).toBe('주문이 취소되었습니다.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {},
      { refund_account: { bank: '90', account_number: '3333012345678', holder_name: '김온도' } },
    ]);
  }, 15_000);

  it('shows orders waiting for their deposit first, and cancels one without an account', async () => {
    const user = userEvent.setup();
    const waiting = testOrder({
      order_id: 8,
      order_status: 'AWAITING_DEPOSIT',
      payment_method: '가상계좌',
      paid_at: null,
      virtual_account: testVirtualAccount(),
      refund_account_required: false,
    });
    const counts = { AWAITING_DEPOSIT: 1 };
    const calls = stubApi({
      'GET /v1/orders?status=ORDER_PLACED': { body: { order_list: [], status_counts: counts } },
      'GET /v1/orders?status=AWAITING_DEPOSIT': {
        body: { order_list: [waiting], status_counts: counts },
      },
      'POST /v1/orders/8/cancel': { body: { ...waiting, order_status: 'ORDER_CANCELLED' } },
    });
    renderPage(<OrderStatusBlock />);
    const order = await screen.findByRole('article', { name: /2026\.11\.21/ });
    expect(screen.getByRole('tab', { name: /입금 대기/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(order).getByRole('region', { name: '입금 계좌' })).toBeTruthy();

    await user.click(within(order).getByRole('button', { name: '주문 취소' }));
    const dialog = screen.getByRole('dialog', { name: '주문을 취소할까요?' });
    expect(within(dialog).getByText(/입금 계좌도 닫힙니다/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('은행')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect((await screen.findByRole('status')).textContent).toBe('주문이 취소되었습니다.');
    expect(calls.find((c) => c.path === '/v1/orders/8/cancel')?.body).toEqual({});
  });

  it("sends a guest's refund account with the lookup's answers", async () => {
    const user = userEvent.setup();
    const guestOrder = asGuestOrder(depositedOrder({ order_id: 9 }));
    const calls = stubApi({
      'POST /v1/guest-orders/lookup': { body: guestOrder },
      'POST /v1/guest-orders/cancel': (body) =>
        (body as { refund_account?: { holder_name: string } }).refund_account?.holder_name ===
        '이비회'
          ? { body: { ...guestOrder, order_status: 'ORDER_CANCELLED' } }
          : fieldRefusal(['refund_account', 'holder_name'], '입금자와 예금주가 다릅니다.'),
    });
    const order = await findGuestOrder(user);
    await user.click(within(order).getByRole('button', { name: '주문 취소' }));

    const dialog = screen.getByRole('dialog', { name: '환불받을 계좌를 입력해주세요' });
    await user.selectOptions(within(dialog).getByLabelText('은행'), '88');
    await typeByLabel(user, { 계좌번호: '110123456789', 예금주: '김비회' }, within(dialog));
    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    await waitFor(() => expect(messageOf('예금주')).toBe('입금자와 예금주가 다릅니다.'));

    await user.clear(within(dialog).getByLabelText('예금주'));
    await user.type(within(dialog).getByLabelText('예금주'), '이비회');
    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect((await screen.findByRole('status')).textContent).toBe('주문이 취소되었습니다.');
    expect(await screen.findByText('주문 취소')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/v1/guest-orders/cancel').at(-1)?.body).toEqual({
      ...guestAnswers,
      refund_account: { bank: '88', account_number: '110123456789', holder_name: '이비회' },
    });
  }, 20_000);
});
