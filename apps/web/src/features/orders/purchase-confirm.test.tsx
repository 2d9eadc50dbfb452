import { orderMessages } from '@shop/contract/orders';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pointKeys } from '../../shared/api/query-keys';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { testOrder } from '../../shared/testing/orders';
import { testPointSummary } from '../../shared/testing/points';
import { asGuestOrder, findGuestOrder, guestAnswers } from './guest-testing';
import { OrderStatusBlock } from './order-status';

afterEach(() => vi.unstubAllGlobals());

/** Delivered on 24 November: it confirms itself on 1 December and earns 390 won. */
const delivered = testOrder({
  order_id: 7,
  order_status: 'DELIVERED',
  carrier: 'CJ대한통운',
  tracking_number: '123456789012',
  shipped_at: '2026-11-22T01:00:00.000Z',
  delivered_at: '2026-11-24T01:00:00.000Z',
  auto_confirm_at: '2026-12-01T01:00:00.000Z',
  confirmed_at: null,
  confirm_available: true,
  confirm_points: 390,
});
const confirmed = {
  ...delivered,
  order_status: 'PURCHASE_CONFIRMED' as const,
  confirmed_at: '2026-11-28T01:00:00.000Z',
  confirm_available: false,
};

/** The member's lists per status, the order in whichever its state says. */
function memberServer(confirm: () => { status?: number; body?: unknown }) {
  let order: typeof delivered | typeof confirmed = delivered;
  const list = (status: string) => () => ({
    body: {
      order_list: order.order_status === status ? [order] : [],
      status_counts: { [order.order_status]: 1 },
    },
  });
  return stubApi({
    'GET /v1/orders?status=ORDER_PLACED': list('ORDER_PLACED'),
    'GET /v1/orders?status=DELIVERED': list('DELIVERED'),
    'GET /v1/orders?status=PURCHASE_CONFIRMED': list('PURCHASE_CONFIRMED'),
    'POST /v1/orders/7/confirm': () => {
      const answer = confirm();
      if (!answer.status || answer.status < 300) order = confirmed;
      return answer;
    },
  });
}

/** The points' first page already loaded, as after a visit to the points page. */
function clientWithPoints() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
  client.setQueryData(pointKeys.page(1), testPointSummary());
  return client;
}

async function openDeliveredTab(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('count-DELIVERED');
  await user.click(screen.getByRole('tab', { name: /배송 완료/ }));
  return screen.findByRole('article', { name: /2026\.11\.21/ });
}

describe('구매확정 of a member', () => {
  it('says when the order confirms itself, asks with its points, confirms and refreshes', async () => {
    const user = userEvent.setup();
    const calls = memberServer(() => ({ body: confirmed }));
    const client = clientWithPoints();
    renderPage(<OrderStatusBlock />, { client });

    const order = await openDeliveredTab(user);
    const block = within(order).getByTestId('purchase-confirm');
    expect(block.textContent).toContain('2026.12.01에 자동으로 구매확정됩니다.');
    expect(block.textContent).toContain('구매확정 시 적립금 390원 적립');

    await user.click(within(order).getByRole('button', { name: '구매확정' }));
    const dialog = screen.getByRole('dialog', { name: '구매확정할까요?' });
    expect(dialog.textContent).toContain(
      '구매확정하면 적립금 390원이 적립되며, 20일 뒤부터 사용할 수 있습니다.',
    );
    expect(dialog.textContent).toContain('구매확정 후에는 교환·반품을 신청할 수 없습니다.');
    await user.click(within(dialog).getByRole('button', { name: '구매확정하기' }));

    expect((await screen.findByRole('status')).textContent).toBe(orderMessages.confirmed);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // No body: the order in the address is the whole request.
    const posts = calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);
    expect(posts).toEqual([['/v1/orders/7/confirm', undefined]]);
    // The lists come again (the order moved tabs) and the points are stale.
    await waitFor(() => expect(screen.getByTestId('count-DELIVERED').textContent).toBe('0'));
    expect(screen.getByTestId('count-PURCHASE_CONFIRMED').textContent).toBe('1');
    expect(client.getQueryState(pointKeys.page(1))?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('tab', { name: /구매확정/ }));
    const done = await screen.findByRole('article', { name: /2026\.11\.21/ });
    expect(within(done).getByText('2026.11.28에 구매확정되었습니다.')).toBeTruthy();
    expect(within(done).getByText('적립금 390원 적립')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: '구매확정' })).toBeNull();
  });

  it('shows the refusal and refreshes when the order cannot be confirmed', async () => {
    const user = userEvent.setup();
    const calls = memberServer(() => ({
      status: 409,
      body: { detail: orderMessages.notConfirmable },
    }));
    renderPage(<OrderStatusBlock />);
    const order = await openDeliveredTab(user);
    const listCalls = () => calls.filter((c) => c.path === '/v1/orders?status=DELIVERED').length;
    const before = listCalls();

    await user.click(within(order).getByRole('button', { name: '구매확정' }));
    await user.click(screen.getByRole('button', { name: '구매확정하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(orderMessages.notConfirmable);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('asks nothing until the shopper presses 구매확정, and going back sends nothing', async () => {
    const user = userEvent.setup();
    const calls = memberServer(() => ({ body: confirmed }));
    renderPage(<OrderStatusBlock />);
    const order = await openDeliveredTab(user);
    await user.click(within(order).getByRole('button', { name: '구매확정' }));
    await user.click(screen.getByRole('button', { name: '돌아가기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('구매확정 of a guest', () => {
  it("confirms with the lookup's answers and says nothing of points", async () => {
    const user = userEvent.setup();
    const guestOrder = asGuestOrder({ ...delivered, confirm_points: undefined });
    const calls = stubApi({
      'POST /v1/guest-orders/lookup': { body: guestOrder },
      'POST /v1/guest-orders/confirm': {
        body: asGuestOrder({ ...confirmed, confirm_points: undefined }),
      },
    });
    const order = await findGuestOrder(user);
    expect(within(order).getByText('2026.12.01에 자동으로 구매확정됩니다.')).toBeTruthy();
    expect(order.textContent).not.toContain('적립금');

    await user.click(within(order).getByRole('button', { name: '구매확정' }));
    const dialog = screen.getByRole('dialog', { name: '구매확정할까요?' });
    expect(dialog.textContent).toContain('구매확정 후에는 교환·반품을 신청할 수 없습니다.');
    expect(dialog.textContent).not.toContain('적립금');
    await user.click(within(dialog).getByRole('button', { name: '구매확정하기' }));

    expect((await screen.findByRole('status')).textContent).toBe(orderMessages.confirmed);
    const card = await screen.findByRole('article');
    expect(await within(card).findByText('2026.11.28에 구매확정되었습니다.')).toBeTruthy();
    expect(within(card).getByText('구매확정', { selector: 'span' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '구매확정' })).toBeNull();
    expect(calls.find((c) => c.path === '/v1/guest-orders/confirm')?.body).toEqual(guestAnswers);
  });
});
