import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { clearTossPayments } from '@tosspayments/tosspayments-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../shared/auth/auth-context';
import { MemoryRouter } from '../../shared/routing';
import { stubMatchMedia } from '../../shared/testing/match-media';
import { NotifyProvider } from '../../shared/ui/notify';
import { CheckoutPage } from './checkout-page';
import { couponButton, setupCheckout as setup, signOutCookie, total } from './checkout-testing';

vi.mock('react-daum-postcode', () => ({
  loadPostcode: () => Promise.reject(new Error('offline')),
  KakaoPostcodeEmbed: () => null,
}));

beforeEach(() => {
  clearTossPayments();
  stubMatchMedia();
});
afterEach(signOutCookie);

describe('/order', () => {
  it('starts the order for the cart rows it was handed and shows the server lines and totals', async () => {
    const { fetchMock } = setup();
    expect(await screen.findByText('린넨 셔츠')).toBeDefined();
    const startCall = fetchMock.mock.calls.find(([url]) => url === '/v1/orders/start');
    expect(JSON.parse(String(startCall?.[1]?.body))).toEqual({ type: 'cart', cart_id: [11, 12] });
    expect(total()).toBe('50,000원');
    expect(screen.getByText('3,000원')).toBeDefined();
  });

  it('starts the order once under StrictMode, and not again when the window regains focus', async () => {
    const { fetchMock } = setup({ strict: true });
    expect(await screen.findByText('린넨 셔츠')).toBeDefined();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    focusManager.setFocused(undefined);
    const starts = fetchMock.mock.calls.filter(([url]) => url === '/v1/orders/start');
    expect(starts).toHaveLength(1);
  });

  it('starts again only when the shopper asks after a refusal', async () => {
    const { fetchMock, user } = setup({ startFailures: 1 });
    expect(await screen.findByText('재고가 부족한 상품이 있습니다.')).toBeDefined();
    const starts = () => fetchMock.mock.calls.filter(([url]) => url === '/v1/orders/start');
    expect(starts()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('린넨 셔츠')).toBeDefined();
    expect(starts()).toHaveLength(2);
  });

  it('applies one coupon, deselects it on a second click and explains the one that does not apply', async () => {
    const { recorded, user } = setup();
    await screen.findByText('겨울 시즌 10% 할인');

    await user.click(couponButton('겨울 시즌 10% 할인'));
    expect(couponButton('겨울 시즌 10% 할인').getAttribute('aria-pressed')).toBe('true');
    // 47,000 − 4,700 + 3,000 (shipping decided on the items before the discount)
    expect(total()).toBe('45,300원');
    await waitFor(() => expect(recorded.amounts.at(-1)).toBe(45_300));

    await user.click(couponButton('신규 회원 5,000원 할인'));
    expect(couponButton('겨울 시즌 10% 할인').getAttribute('aria-pressed')).toBe('false');
    expect(total()).toBe('45,000원');

    await user.click(couponButton('신규 회원 5,000원 할인'));
    expect(couponButton('신규 회원 5,000원 할인').getAttribute('aria-pressed')).toBe('false');
    expect(total()).toBe('50,000원');

    const vip = couponButton('VIP 20,000원 할인');
    expect(vip).toHaveProperty('disabled', true);
    expect(screen.getByText('100,000원 이상 주문 시 사용할 수 있는 쿠폰입니다.')).toBeDefined();
  });

  it('pays once however often the button is pressed, with the server amount and order name', async () => {
    const { fetchMock, recorded, user } = setup();
    await screen.findByText('겨울 시즌 10% 할인');
    await user.click(couponButton('겨울 시즌 10% 할인'));
    await user.type(screen.getByLabelText('우편번호'), '06236');
    await user.type(screen.getByLabelText('기본 주소'), '서울 강남구 테헤란로 152');
    await user.type(screen.getByLabelText('상세 주소'), '12층');
    await user.click(await screen.findByRole('checkbox', { name: '결제 약관 동의' }));

    const pay = screen.getByRole('button', { name: '45,300원 결제하기' });
    await user.dblClick(pay);
    await user.click(pay);

    await waitFor(() => expect(recorded.requests).toHaveLength(1));
    const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);
    expect(calls('/v1/orders/done')).toHaveLength(1);
    expect(calls('/v1/payment/toss')).toHaveLength(1);
    // The press carries one fresh key, on the order and on its payment.
    const keyOf = (path: string) =>
      (calls(path)[0]?.[1]?.headers as Record<string, string> | undefined)?.['idempotency-key'];
    expect(keyOf('/v1/orders/done')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(keyOf('/v1/payment/toss')).toBe(keyOf('/v1/orders/done'));
    expect(JSON.parse(String(calls('/v1/orders/done')[0]?.[1]?.body))).toMatchObject({
      merchant_id: 'ord_20261121_abcdef',
      total_price: 45_300,
      apply_coupon_id: 2,
      post_code: '06236',
      payment_method: '카드',
    });
    expect(recorded.requests[0]).toMatchObject({
      orderId: 'ord_20261121_abcdef',
      orderName: '린넨 셔츠 외 1건',
      customerName: '김온도',
      customerMobilePhone: '01012345678',
      successUrl: `${window.location.origin}/order/success`,
      failUrl: `${window.location.origin}/order/fail`,
    });
    expect(recorded.amounts.at(-1)).toBe(45_300);
  });

  it('adds the island surcharge of a Jeju postcode as its own line, and charges it', async () => {
    const { fetchMock, user } = setup();
    await screen.findByText('린넨 셔츠');
    expect(screen.queryByText('도서산간 추가 배송비')).toBeNull();
    await user.type(screen.getByLabelText('우편번호'), '63535');
    await user.type(screen.getByLabelText('기본 주소'), '제주특별자치도 서귀포시 중정로 1');
    const line = await screen.findByTestId('island-fee');
    expect(line.textContent).toBe('도서산간 추가 배송비제주 지역3,000원');
    expect(total()).toBe('53,000원');
    await user.click(await screen.findByRole('checkbox', { name: '결제 약관 동의' }));
    await user.click(screen.getByRole('button', { name: '53,000원 결제하기' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/v1/orders/done')).toBe(true),
    );
    const done = fetchMock.mock.calls.find(([url]) => url === '/v1/orders/done');
    expect(JSON.parse(String(done?.[1]?.body))).toMatchObject({
      post_code: '63535',
      total_price: 53_000,
    });
  });

  it('asks for the agreement and the address before creating any order', async () => {
    const { fetchMock, user } = setup();
    await screen.findByText('린넨 셔츠');
    await screen.findByRole('checkbox', { name: '결제 약관 동의' });
    await user.click(screen.getByRole('button', { name: '50,000원 결제하기' }));
    expect(await screen.findByText('우편번호는 숫자 5자리입니다.')).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/orders/done')).toBe(false);

    await user.type(screen.getByLabelText('우편번호'), '06236');
    await user.type(screen.getByLabelText('기본 주소'), '서울 강남구 테헤란로 152');
    await user.click(screen.getByRole('button', { name: '50,000원 결제하기' }));
    expect(await screen.findByText('결제 약관에 동의해주세요.')).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/orders/done')).toBe(false);
  });
});

describe('/order without a hand-off', () => {
  it('says there is nothing to order and leads back', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter
          initialEntries={[{ pathname: '/order', state: { type: 'cart', cart_ids: [] } }]}
        >
          <NotifyProvider>
            <AuthProvider>
              <CheckoutPage />
            </AuthProvider>
          </NotifyProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: '주문할 상품이 없습니다.' })).toBeDefined();
    expect(within(document.body).getByRole('link', { name: '장바구니로' })).toBeDefined();
  });

  it('lets a guest order without an account: orderer, order password and the consent, no coupons', async () => {
    const { fetchMock, recorded, user } = setup({ guest: true });
    expect(await screen.findByRole('heading', { name: '어떻게 주문하시겠어요?' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: '비회원으로 주문' }));
    expect(await screen.findByText('린넨 셔츠')).toBeDefined();
    const starts = fetchMock.mock.calls.filter(([url]) => url === '/v1/guest-orders/start');
    expect(JSON.parse(String(starts[0]?.[1]?.body))).toEqual({ type: 'cart', cart_id: [11, 12] });
    expect(screen.getByRole('heading', { name: '주문자 정보' })).toBeDefined();
    expect(screen.getByText('비회원 구매 개인정보 수집·이용 동의 (필수)')).toBeDefined();
    expect(screen.queryByRole('heading', { name: '쿠폰' })).toBeNull();
    expect(screen.queryByRole('button', { name: /배송지 목록/ })).toBeNull();

    await user.click(await screen.findByRole('checkbox', { name: '결제 약관 동의' }));
    await user.click(screen.getByRole('button', { name: '50,000원 결제하기' }));
    expect(
      await screen.findByText('비회원 구매를 위한 개인정보 수집·이용에 동의해주세요.'),
    ).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/guest-orders/done')).toBe(false);

    await user.type(screen.getByLabelText('주문하는 분'), '이비회');
    await user.type(screen.getByLabelText('주문자 휴대폰 번호'), '01098765432');
    await user.type(screen.getByLabelText('이메일'), 'guest@example.com');
    await user.type(screen.getByLabelText('주문 비밀번호'), 'ondo1234');
    await user.type(screen.getByLabelText('주문 비밀번호 확인'), 'ondo1235');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '50,000원 결제하기' }));
    expect(await screen.findByText('주문 비밀번호가 서로 다릅니다.')).toBeDefined();
    await user.clear(screen.getByLabelText('주문 비밀번호 확인'));
    await user.type(screen.getByLabelText('주문 비밀번호 확인'), 'ondo1234');
    await user.type(screen.getByLabelText('받는 분'), '이비회');
    await user.type(screen.getByLabelText('휴대폰 번호'), '01098765432');
    await user.type(screen.getByLabelText('우편번호'), '06236');
    await user.type(screen.getByLabelText('기본 주소'), '서울 강남구 테헤란로 152');
    await user.click(screen.getByRole('button', { name: '50,000원 결제하기' }));

    await waitFor(() => expect(recorded.requests).toHaveLength(1));
    const done = fetchMock.mock.calls.find(([url]) => url === '/v1/guest-orders/done');
    const body = JSON.parse(String(done?.[1]?.body));
    expect(body).toMatchObject({
      merchant_id: 'ord_20261121_abcdef',
      orderer_name: '이비회',
      orderer_phone: '010-9876-5432',
      orderer_email: 'guest@example.com',
      order_password: 'ondo1234',
      privacy_consent: true,
      total_price: 50_000,
    });
    expect(body).not.toHaveProperty('apply_coupon_id');
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/orders/done')).toBe(false);
    expect(recorded.requests[0]).toMatchObject({
      customerName: '이비회',
      customerEmail: 'guest@example.com',
      customerMobilePhone: '01098765432',
    });
  });
});
