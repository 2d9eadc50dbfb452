import type { Order } from '@shop/contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { testOrder } from '../../shared/testing/orders';
import { OrderStatusBlock } from './order-status';

afterEach(() => vi.unstubAllGlobals());

const placed = testOrder({
  order_id: 7,
  merchant_id: 'ONDO-20261121-ABCD',
  ordering_date: '2026-11-21T01:00:00.000Z',
  order_name: '헤비웨이트 코튼 반팔 티셔츠',
  items: [
    {
      line_id: 21,
      item_id: 2,
      item_name: '헤비웨이트 코튼 반팔 티셔츠',
      img: '/uploads/t.svg',
      option: '오트밀 / 2',
      quantity: 1,
      unit_price: 39_000,
      total_price: 39_000,
    },
  ],
  post_code: '04779',
  address: '서울 성동구 성수이로 113',
  detail_address: '3층',
  paid_at: '2026-11-21T01:00:05.000Z',
});

describe('OrderStatusBlock', () => {
  it('shows the counts, the orders of the tab, and cancels one after confirming', async () => {
    let cancelled = false;
    const list = (status: string) => () => {
      const order = cancelled ? { ...placed, order_status: 'ORDER_CANCELLED' as const } : placed;
      return {
        body: {
          order_list: order.order_status === status ? [order] : [],
          status_counts: { [order.order_status]: 1 },
        },
      };
    };
    const calls = stubApi({
      'GET /v1/orders?status=ORDER_PLACED': list('ORDER_PLACED'),
      'GET /v1/orders?status=ORDER_CANCELLED': list('ORDER_CANCELLED'),
      'POST /v1/orders/7/cancel': () => {
        cancelled = true;
        return { body: { ...placed, order_status: 'ORDER_CANCELLED' } };
      },
    });
    renderPage(<OrderStatusBlock />);

    const order = await screen.findByRole('article', { name: /2026\.11\.21/ });
    expect(within(order).getByText('주문 완료')).toBeTruthy();
    expect(within(order).getByText('오트밀 / 2 · 1개')).toBeTruthy();
    expect(within(order).getByTestId('order-total').textContent).toBe('42,000원');
    expect(within(order).getByText('ONDO-20261121-ABCD', { exact: false })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /주문 완료/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByTestId('count-ORDER_PLACED').textContent).toBe('1');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/^\d+/, ''))).toEqual([
      '입금 대기',
      '주문 완료',
      '배송중',
      '배송 완료',
      '구매확정',
      '주문 취소',
      '환불 완료',
    ]);

    await userEvent.click(within(order).getByRole('button', { name: '주문 취소' }));
    const dialog = screen.getByRole('dialog', { name: '주문을 취소할까요?' });
    expect(within(dialog).getByText(/42,000원은 결제 수단으로 환불됩니다/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect((await screen.findByRole('status')).textContent).toBe('주문이 취소되었습니다.');
    expect(calls.filter((c) => c.path === '/v1/orders/7/cancel')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/v1/orders/7/cancel')?.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('count-ORDER_PLACED').textContent).toBe('0'));
    expect(screen.getByTestId('count-ORDER_CANCELLED').textContent).toBe('1');
    expect(await screen.findByText('주문 완료 주문이 없습니다.')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /주문 취소/ }));
    const gone = await screen.findByRole('article', { name: /2026\.11\.21/ });
    expect(within(gone).getByText('주문 취소')).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: '주문 취소' })).toBeNull();
  });

  it('sends a cancel that got no answer once more with the same key; a new press has a new one', async () => {
    let attempts = 0;
    const calls = stubApi({
      'GET /v1/orders?status=ORDER_PLACED': {
        body: { order_list: [placed], status_counts: { ORDER_PLACED: 1 } },
      },
      'POST /v1/orders/7/cancel': () => {
        attempts += 1;
        return attempts === 1
          ? 'network-error'
          : { status: 409, body: { detail: '이미 취소된 주문입니다.' } };
      },
    });
    renderPage(<OrderStatusBlock />);
    const order = await screen.findByRole('article', { name: /2026\.11\.21/ });
    await userEvent.click(within(order).getByRole('button', { name: '주문 취소' }));
    await userEvent.click(screen.getByRole('button', { name: '주문 취소하기' }));
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      '이미 취소된 주문입니다.',
    );
    const keys = () =>
      calls.filter((c) => c.path === '/v1/orders/7/cancel').map((c) => c.idempotencyKey);
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);

    await userEvent.click(within(order).getByRole('button', { name: '주문 취소' }));
    await userEvent.click(screen.getByRole('button', { name: '주문 취소하기' }));
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it("shows the server's refusal and keeps the order", async () => {
    stubApi({
      'GET /v1/orders?status=ORDER_PLACED': {
        body: { order_list: [placed], status_counts: { ORDER_PLACED: 1 } },
      },
      'POST /v1/orders/7/cancel': {
        status: 409,
        body: { detail: '배송 준비가 시작된 주문은 취소할 수 없습니다. 고객센터로 문의해주세요.' },
      },
    });
    renderPage(<OrderStatusBlock />);
    const order = await screen.findByRole('article', { name: /2026\.11\.21/ });
    await userEvent.click(within(order).getByRole('button', { name: '주문 취소' }));
    await userEvent.click(screen.getByRole('button', { name: '주문 취소하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '배송 준비가 시작된 주문은 취소할 수 없습니다. 고객센터로 문의해주세요.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('article', { name: /2026\.11\.21/ })).toBeTruthy();
  });
});

describe('a shipped order', () => {
  it('shows 배송중 with the carrier, tracking number and shipping day, and what was refunded', async () => {
    const shipped: Order = {
      ...placed,
      order_status: 'SHIPPED',
      items: [
        { ...placed.items[0]!, quantity: 2, total_price: 78_000, refunded_quantity: 1 },
        { ...placed.items[0]!, item_id: 3, option: '블랙 / 2', refunded_quantity: 0 },
      ],
      carrier: 'CJ대한통운',
      tracking_number: '123456789012',
      shipped_at: '2026-11-22T03:00:00.000Z',
      refunded_amount: 39_000,
    };
    stubApi({
      'GET /v1/orders?status=ORDER_PLACED': {
        body: { order_list: [], status_counts: { SHIPPED: 1 } },
      },
      'GET /v1/orders?status=SHIPPED': {
        body: { order_list: [shipped], status_counts: { SHIPPED: 1 } },
      },
    });
    renderPage(<OrderStatusBlock />);
    await userEvent.click(await screen.findByRole('tab', { name: /배송중/ }));

    const order = await screen.findByRole('article', { name: /2026\.11\.21/ });
    expect(within(order).getByText('배송중')).toBeTruthy();
    const shipment = within(order).getByRole('region', { name: '배송 정보' });
    expect(within(shipment).getByText('CJ대한통운')).toBeTruthy();
    const tracking = within(shipment).getByRole('link', { name: /123456789012/ });
    expect(tracking.getAttribute('href')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
    );
    expect(within(shipment).getByText('2026.11.22')).toBeTruthy();
    expect(within(order).getByTestId('order-refunded').textContent).toBe('-39,000원');
    expect(within(order).getByText('오트밀 / 2 · 2개', { exact: false }).textContent).toBe(
      '오트밀 / 2 · 2개 · 환불 1개',
    );
    expect(within(order).getByText('블랙 / 2 · 1개').textContent).toBe('블랙 / 2 · 1개');
    expect(within(order).queryByRole('button', { name: '주문 취소' })).toBeNull();
  });

  it('shows no shipping block before the order ships', async () => {
    stubApi({
      'GET /v1/orders?status=ORDER_PLACED': {
        body: { order_list: [placed], status_counts: { ORDER_PLACED: 1 } },
      },
    });
    renderPage(<OrderStatusBlock />);
    const order = await screen.findByRole('article', { name: /2026\.11\.21/ });
    expect(within(order).queryByRole('region', { name: '배송 정보' })).toBeNull();
    expect(within(order).queryByTestId('order-refunded')).toBeNull();
  });
});
