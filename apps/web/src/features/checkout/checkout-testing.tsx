import type { Coupon } from '@shop/contract/coupons';
import type { OrderHandoff } from '@shop/contract/order-handoff';
import type { PointSummary } from '@shop/contract/points';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { checkoutConfig, stubFetch } from '../../shared/address/testing';
import { AuthProvider } from '../../shared/auth/auth-context';
import { MemoryRouter, Route, Switch } from '../../shared/routing';
import { testCoupon, winterCoupon } from '../../shared/testing/coupons';
import { testPointSummary } from '../../shared/testing/points';
import { testMember } from '../../shared/testing/session';
import { NotifyProvider } from '../../shared/ui/notify';
import { CheckoutPage } from './checkout-page';
import { OrderSuccessPage } from './success-page';

/* The Toss SDK is the outside world: a stand-in global with the v2 widget interface records what
   the page asks of it. Its agreement is one checkbox, like the real widget's. */
export interface Recorded {
  amounts: number[];
  requests: Record<string, unknown>[];
  /** How often the payment methods were drawn, and how often a drawn widget was taken down. */
  drawn: number;
  destroyed: number;
}
function installToss(recorded: Recorded) {
  const global = window as unknown as { TossPayments?: unknown };
  global.TossPayments = () => ({
    widgets: () => ({
      setAmount: async ({ value }: { value: number }) => {
        recorded.amounts.push(value);
      },
      renderPaymentMethods: async () => {
        recorded.drawn += 1;
        return {
          on: () => {},
          getSelectedPaymentMethod: async () => ({ code: 'CARD' }),
          destroy: async () => {
            recorded.destroyed += 1;
          },
        };
      },
      renderAgreement: async ({ selector }: { selector: string }) => {
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.setAttribute('aria-label', '결제 약관 동의');
        document.querySelector(selector)?.append(box);
        return {
          on: (_event: string, callback: (s: { agreedRequiredTerms: boolean }) => void) =>
            box.addEventListener('change', () => callback({ agreedRequiredTerms: box.checked })),
          destroy: async () => box.remove(),
        };
      },
      // The real widget navigates away; the promise never settles here.
      requestPayment: (request: Record<string, unknown>) => {
        recorded.requests.push(request);
        return new Promise(() => {});
      },
    }),
  });
}

const now = Date.now();
const running = {
  started_at: new Date(now - 86_400_000).toISOString(),
  finished_at: new Date(now + 86_400_000 * 30).toISOString(),
};
const coupon = (overrides: Partial<Coupon>): Coupon => testCoupon({ ...running, ...overrides });
const coupons = [
  coupon({}),
  winterCoupon(running),
  coupon({
    coupon_id: 3,
    name: 'VIP 20,000원 할인',
    discount_price: 20_000,
    min_order_amount: 100_000,
  }),
];

/** Two lines, 47,000 won of items and 3,000 won of shipping: 50,000 won to pay. */
export const start = {
  ordering_item: [
    {
      item_id: 7,
      options: 'M',
      quantity: 1,
      unit_price: 39_000,
      total_price: 39_000,
      item: { item_name: '린넨 셔츠', image_urls: ['/a.svg'] },
    },
    {
      item_id: 8,
      options: 'FREE',
      quantity: 1,
      unit_price: 8_000,
      total_price: 8_000,
      item: { item_name: '코튼 양말', image_urls: ['/b.svg'] },
    },
  ],
  recipientName: '김온도',
  phone_num: '010-1234-5678',
  post_code: '',
  address: '',
  detail_address: '',
  requirements: '',
  items_total: 47_000,
  shipping_fee: 3_000,
  total_price: 50_000,
  merchant_id: 'ord_20261121_abcdef',
};

const handoff: OrderHandoff = { type: 'cart', cart_ids: [11, 12] };

/** The pending order the server records for a submitted sheet. */
export const placed = (body: Record<string, string & number>) => ({
  order_id: 1,
  merchant_id: body.merchant_id,
  order_status: 'PAYMENT_PENDING',
  ordering_date: new Date().toISOString(),
  order_name: '린넨 셔츠 외 1건',
  items: [],
  items_total: 47_000,
  discount: 4_700,
  shipping_fee: 3_000,
  island_fee: 0,
  points_used: body.use_points ?? 0,
  total_price: body.total_price,
  recipient_name: body.recipient_name,
  phone_num: body.phone_num,
  post_code: body.post_code,
  address: body.address,
  detail_address: body.detail_address,
  requirements: body.requirements,
  payment_method: body.payment_method,
  paid_at: null,
  cancelled_at: null,
});

type Handler = Parameters<typeof stubFetch>[0][string];

/**
 * The order sheet at /order (and /order/success after it) for a signed-in member, or for nobody
 * with `guest`. `startFailures`: how many first order starts the server refuses; `points`: the
 * member's 적립금; `answers`: the server's answers to add or replace.
 */
export function setupCheckout({
  strict = false,
  startFailures = 0,
  guest = false,
  points = testPointSummary(),
  answers = {},
}: {
  strict?: boolean;
  startFailures?: number;
  guest?: boolean;
  points?: PointSummary;
  answers?: Record<string, Handler>;
} = {}) {
  let refusals = startFailures;
  // biome-ignore lint/suspicious/noDocumentCookie: the token store reads this cookie
  if (!guest) document.cookie = 'access=test-token; Path=/';
  const recorded: Recorded = { amounts: [], requests: [], drawn: 0, destroyed: 0 };
  installToss(recorded);
  const fetchMock = stubFetch({
    'GET /v1/users/me': () => ({
      status: 200,
      body: testMember,
    }),
    'GET /v1/config/checkout': () => checkoutConfig(),
    'POST /v1/orders/start': () => {
      if (refusals === 0) return { status: 200, body: start };
      refusals -= 1;
      return { status: 409, body: { detail: '재고가 부족한 상품이 있습니다.' } };
    },
    'GET /v1/users/me/coupon': () => ({ status: 200, body: coupons }),
    'GET /v1/users/me/points?page=1&limit=20': () => ({ status: 200, body: points }),
    'GET /v1/users/me/delivery': () => ({ status: 200, body: { delivery_list: [] } }),
    'GET /v1/shipping/surcharge?postcode=06236': () => ({
      status: 200,
      body: { postcode: '06236', fee: 0, zone: null },
    }),
    'GET /v1/shipping/surcharge?postcode=63535': () => ({
      status: 200,
      body: { postcode: '63535', fee: 3_000, zone: '제주' },
    }),
    'POST /v1/guest-orders/start': () => ({
      status: 200,
      body: { ...start, recipientName: '', phone_num: '' },
    }),
    'POST /v1/guest-orders/done': (init) => {
      const body = JSON.parse(String(init?.body));
      return {
        status: 201,
        body: {
          ...placed(body),
          orderer_name: body.orderer_name,
          orderer_phone: body.orderer_phone,
          orderer_email: body.orderer_email,
        },
      };
    },
    'POST /v1/orders/done': (init) => ({
      status: 201,
      body: placed(JSON.parse(String(init?.body))),
    }),
    'POST /v1/payment/toss': (init) => {
      const body = JSON.parse(String(init?.body));
      return {
        status: 201,
        body: {
          merchant_id: body.merchant_id,
          amount: body.amount,
          payment_name: body.payment_name,
          status: 'READY',
        },
      };
    },
    ...answers,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/order', state: handoff }]}>
        <NotifyProvider>
          <AuthProvider>
            <Switch>
              <Route path="/order">
                <CheckoutPage />
              </Route>
              <Route path="/order/success">
                <OrderSuccessPage />
              </Route>
            </Switch>
          </AuthProvider>
        </NotifyProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{page}</StrictMode> : page);
  /** The calls made to `path`, and the JSON body of the first. */
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);
  const bodyOf = (path: string) => JSON.parse(String(calls(path)[0]?.[1]?.body));
  return { fetchMock, recorded, calls, bodyOf, user: userEvent.setup() };
}

export const total = () => screen.getByTestId('order-total').textContent;
export const couponButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(name) });

/** Sign out the member a test signed in through the token cookie. */
export function signOutCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the token store reads this cookie
  document.cookie = 'access=; Path=/; Max-Age=0';
}
