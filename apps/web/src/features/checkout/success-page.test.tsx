import { paymentMessages } from '@shop/contract/payments';
import {
  focusManager,
  onlineManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../shared/address/testing';
import { cartKeys, couponKeys, orderKeys, pointKeys } from '../../shared/api/query-keys';
import { tokenStore } from '../../shared/auth/token-store';
import { MemoryRouter, Route, Switch } from '../../shared/routing';
import { stubMatchMedia } from '../../shared/testing/match-media';
import { testOrder, testVirtualAccount } from '../../shared/testing/orders';
import { OrderFailPage } from './fail-page';
import { checkoutText as t } from './messages';
import { STATUS_DELAYS_MS, statusDelay } from './payment-status-api';
import { OrderSuccessPage } from './success-page';

const paidOrder = testOrder();

const receipt = {
  order_id: 1,
  merchant_id: '20261121-ABCDEF1234',
  order_status: 'ORDER_PLACED',
};

afterEach(() => tokenStore.clear());

function renderAt(
  url: string | { pathname: string; state: unknown },
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Switch>
            <Route path="/order/success">
              <OrderSuccessPage />
            </Route>
            <Route path="/order/fail">
              <OrderFailPage />
            </Route>
          </Switch>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('/order/success', () => {
  it('confirms once under StrictMode, and not again when the window regains focus or the network', async () => {
    const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_1&amount=42000';
    const fetchMock = stubFetch({
      [`GET /v1/payment/success?${query}`]: () => ({ status: 200, body: paidOrder }),
    });
    renderAt(`/order/success?${query}`);
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다.' })).toBeDefined();
    expect(screen.getByTestId('paid-amount').textContent).toBe('42,000원');
    expect(screen.getByText('20261121-ABCDEF1234')).toBeDefined();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    focusManager.setFocused(undefined);
  });

  it('marks the order lists, the cart, the coupons and the points stale once the payment is confirmed', async () => {
    const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_1&amount=42000';
    stubFetch({
      [`GET /v1/payment/success?${query}`]: () => ({ status: 200, body: paidOrder }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const cached = [
      orderKeys.list('ORDER_PLACED'),
      cartKeys.all,
      couponKeys.mine(),
      pointKeys.page(1),
    ] as const;
    for (const key of cached) client.setQueryData(key, []);
    renderAt(`/order/success?${query}`, client);
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다.' })).toBeDefined();
    await waitFor(() => {
      for (const key of cached) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    });
  });

  it("sends the shopper's token, so that the answer may carry the recipient", async () => {
    tokenStore.save({ access: 'owner-token' });
    const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_1&amount=42000';
    const fetchMock = stubFetch({
      [`GET /v1/payment/success?${query}`]: () => ({ status: 200, body: paidOrder }),
    });
    renderAt(`/order/success?${query}`);
    expect(await screen.findByText(/서울 강남구 테헤란로 152/)).toBeDefined();
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer owner-token');
  });

  it('shows the order number and status only when the server answers no more', async () => {
    const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_1&amount=42000';
    stubFetch({
      [`GET /v1/payment/success?${query}`]: () => ({ status: 200, body: receipt }),
    });
    renderAt(`/order/success?${query}`);
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다.' })).toBeDefined();
    expect(screen.getByText('20261121-ABCDEF1234')).toBeDefined();
    expect(screen.getByText('주문 완료')).toBeDefined();
    expect(screen.queryByTestId('paid-amount')).toBeNull();
    // Nobody is signed in here: a guest's way back to the order is the order lookup.
    expect(screen.getByText(t.guestLead)).toBeDefined();
    expect(screen.getByRole('link', { name: '비회원 주문조회' }).getAttribute('href')).toBe(
      '/guest-order',
    );
  });

  it('tells a signed-in viewer who is not the buyer only the number and state', async () => {
    tokenStore.save({ access: 'other-member', refresh: 'r' });
    const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_1&amount=42000';
    stubFetch({
      [`GET /v1/payment/success?${query}`]: () => ({ status: 200, body: receipt }),
    });
    renderAt(`/order/success?${query}`);
    expect(await screen.findByText(t.receiptOnly)).toBeDefined();
    expect(screen.getByRole('link', { name: '주문 내역 보기' })).toBeDefined();
    tokenStore.clear();
  });

  it('still confirms the payment when the sign-in has run out', async () => {
    tokenStore.save({ access: 'expired', refresh: 'expired-too' });
    const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_1&amount=42000';
    const fetchMock = stubFetch({
      [`GET /v1/payment/success?${query}`]: (init) =>
        (init?.headers as Record<string, string> | undefined)?.authorization
          ? { status: 401, body: { detail: '로그인이 만료되었습니다.' } }
          : { status: 200, body: receipt },
      'POST /v1/users/refresh': () => ({ status: 401, body: { detail: '만료' } }),
    });
    renderAt(`/order/success?${query}`);
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다.' })).toBeDefined();
    expect(screen.getByText('20261121-ABCDEF1234')).toBeDefined();
    const confirmations = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith('/v1/payment/success'),
    );
    expect(confirmations).toHaveLength(2);
  });

  it('says an order paid into a virtual account was received, and where and by when to deposit', async () => {
    tokenStore.save({ access: 'owner-token' });
    const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_va&amount=42000';
    const waiting = testOrder({
      order_status: 'AWAITING_DEPOSIT',
      payment_method: '가상계좌',
      paid_at: null,
      virtual_account: testVirtualAccount(),
    });
    stubFetch({ [`GET /v1/payment/success?${query}`]: () => ({ status: 200, body: waiting }) });
    renderAt(`/order/success?${query}`);
    expect(await screen.findByRole('heading', { name: '주문이 접수되었습니다.' })).toBeDefined();
    expect(screen.getByText('입금 기한 안에 아래 계좌로 입금해주세요.')).toBeDefined();
    expect(screen.getByText(t.depositNote)).toBeDefined();
    const account = screen.getByRole('region', { name: '입금 계좌' });
    expect(account.textContent).toContain('KB국민은행');
    expect(account.textContent).toContain('94420012345678');
    expect(account.textContent).toContain('11월 28일 23:59까지');
    expect(screen.getByText('주문 금액')).toBeDefined();
    expect(screen.queryByRole('heading', { name: '결제가 완료되었습니다.' })).toBeNull();
  });

  it('tells a visitor without the whole order that the account was sent by mail and 알림톡', async () => {
    const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_va&amount=42000';
    stubFetch({
      [`GET /v1/payment/success?${query}`]: () => ({
        status: 200,
        body: { ...receipt, order_status: 'AWAITING_DEPOSIT' },
      }),
    });
    renderAt(`/order/success?${query}`);
    expect(await screen.findByRole('heading', { name: '주문이 접수되었습니다.' })).toBeDefined();
    expect(screen.getByText(t.depositReceiptOnly)).toBeDefined();
    expect(screen.getByText('입금 대기')).toBeDefined();
  });

  it('says which values are missing instead of calling the server', () => {
    const fetchMock = stubFetch({});
    renderAt('/order/success?orderId=20261121-ABCDEF1234');
    expect(screen.getByRole('heading', { name: '결제를 확인하지 못했습니다.' })).toBeDefined();
    expect(screen.getByText('결제 정보(paymentKey, orderId, amount)가 없습니다.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an order placed without the payment window as handed over, confirming nothing', () => {
    tokenStore.save({ access: 'owner-token' });
    const fetchMock = stubFetch({});
    const placed = testOrder({ points_used: 42_000, total_price: 0, payment_method: '적립금' });
    renderAt({ pathname: '/order/success', state: { placed } });
    expect(screen.getByRole('heading', { name: '결제가 완료되었습니다.' })).toBeDefined();
    expect(screen.getByTestId('paid-amount').textContent).toBe('0원');
    expect(screen.getByText('적립금 사용').nextElementSibling?.textContent).toBe('−42,000원');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the points no longer cover the order and leads back to its sheet', async () => {
    sessionStorage.setItem('ondo:order-handoff', JSON.stringify({ type: 'cart', cart_ids: [11] }));
    const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_1&amount=32000';
    stubFetch({
      [`GET /v1/payment/success?${query}`]: () => ({
        status: 409,
        body: { detail: paymentMessages.pointsUnavailable },
      }),
    });
    renderAt(`/order/success?${query}`);
    expect(
      await screen.findByText(
        '적립금이 부족해 주문을 완료하지 못했습니다. 결제는 청구되지 않습니다.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: '주문서로 돌아가기' })).toBeDefined();
    sessionStorage.clear();
  });

  it("shows the server's refusal in Korean", async () => {
    const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_1&amount=1000';
    stubFetch({
      [`GET /v1/payment/success?${query}`]: () => ({
        status: 400,
        body: { detail: '결제 금액이 주문 금액과 다릅니다. 결제가 진행되지 않았습니다.' },
      }),
    });
    renderAt(`/order/success?${query}`);
    expect(
      await screen.findByText('결제 금액이 주문 금액과 다릅니다. 결제가 진행되지 않았습니다.'),
    ).toBeDefined();
  });
});

describe('/order/success when the card company does not answer', () => {
  const query = 'paymentType=NORMAL&orderId=20261121-ABCDEF1234&paymentKey=tgen_1&amount=42000';
  const statusPath = 'GET /v1/payment/status/20261121-ABCDEF1234';
  const noAnswer = () => ({
    status: 502,
    body: { detail: '결제사 응답이 없어 결제를 확인하지 못했습니다. 잠시 후 다시 시도해주세요.' },
  });
  const status = (
    outcome: string,
    money = { charged: 0, refunded: 0 },
    failure: string | null = null,
  ) => ({
    status: 200,
    body: {
      merchant_id: '20261121-ABCDEF1234',
      outcome,
      ...money,
      failure_message: failure,
      order: outcome === 'placed' ? paidOrder : null,
    },
  });
  const calls = (fetchMock: ReturnType<typeof stubFetch>, prefix: string) =>
    fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix)).length;

  it('says the payment is being confirmed, looks again by itself and shows the paid order', async () => {
    tokenStore.save({ access: 'owner-token' });
    let looks = 0;
    const fetchMock = stubFetch({
      [`GET /v1/payment/success?${query}`]: noAnswer,
      [statusPath]: () => {
        looks += 1;
        return looks === 1
          ? status('confirming')
          : status('placed', { charged: 42000, refunded: 0 });
      },
    });
    renderAt(`/order/success?${query}`);
    expect(await screen.findByRole('heading', { name: '결제 확인 중' })).toBeDefined();
    expect(screen.getByText(/두 번 청구되지 않습니다/)).toBeDefined();
    expect(
      await screen.findByRole('heading', { name: '결제가 완료되었습니다.' }, { timeout: 4_000 }),
    ).toBeDefined();
    expect(screen.getByTestId('paid-amount').textContent).toBe('42,000원');
    // Read only: the confirmation itself was sent once.
    expect(calls(fetchMock, '/v1/payment/success')).toBe(1);
    expect(calls(fetchMock, '/v1/payment/status/')).toBe(2);
    const headers = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/v1/payment/status/'),
    )?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer owner-token');
  });

  it('says the money was returned when the payment was taken back, and offers to order again', async () => {
    stubMatchMedia();
    tokenStore.save({ access: 'owner-token' });
    stubFetch({
      [`GET /v1/payment/success?${query}`]: noAnswer,
      [statusPath]: () => status('failed', { charged: 42000, refunded: 42000 }),
    });
    renderAt(`/order/success?${query}`);
    expect(
      await screen.findByRole('heading', { name: '결제가 완료되지 않았습니다.' }),
    ).toBeDefined();
    expect(screen.getByText(/결제된 42,000원은 카드사를 통해 환불되었습니다/)).toBeDefined();
    expect(screen.getByRole('link', { name: '다시 주문하기' })).toBeDefined();
  });

  it('says nothing was charged when the card company gave up the payment', async () => {
    stubMatchMedia();
    tokenStore.save({ access: 'owner-token' });
    stubFetch({
      [`GET /v1/payment/success?${query}`]: () => ({
        status: 409,
        body: { detail: '결제를 처리하고 있습니다. 잠시 후 주문 내역을 확인해주세요.' },
      }),
      [statusPath]: () => status('failed', { charged: 0, refunded: 0 }, 'EXPIRED'),
    });
    renderAt(`/order/success?${query}`);
    expect(
      await screen.findByRole('heading', { name: '결제가 완료되지 않았습니다.' }),
    ).toBeDefined();
    expect(screen.getByText(t.notCharged)).toBeDefined();
    expect(screen.getByText('EXPIRED')).toBeDefined();
  });

  it('sends to the order list when the status cannot be read for this visitor', async () => {
    stubFetch({
      [`GET /v1/payment/success?${query}`]: noAnswer,
      [statusPath]: () => ({ status: 404, body: { detail: '주문을 찾을 수 없습니다.' } }),
    });
    renderAt(`/order/success?${query}`);
    expect(await screen.findByText(t.statusUnavailable)).toBeDefined();
    expect(screen.getByRole('link', { name: '주문 내역 보기' })).toBeDefined();
  });

  it('waits longer between looks, up to 20 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(statusDelay)).toEqual([
      2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 20_000, 20_000,
    ]);
    expect(statusDelay(0)).toBe(STATUS_DELAYS_MS[0]);
  });
});
