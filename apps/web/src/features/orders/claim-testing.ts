import type { Claim } from '@shop/contract/claims';
import type { Order } from '@shop/contract/orders';
import { testOrder } from '../../shared/testing/orders';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A moment `days` from now (negative: ago), so the deadlines hold whenever the tests run. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * Delivered two days ago: three 린넨 셔츠 (line 11) and one 울 니트 (line 12), shipped free;
 * 교환·반품 can be asked for five days more.
 */
export const deliveredOrder = (overrides: Partial<Order> = {}): Order =>
  testOrder({
    order_id: 7,
    order_status: 'DELIVERED',
    items: [
      {
        line_id: 11,
        item_id: 7,
        item_name: '린넨 셔츠',
        img: null,
        option: 'M',
        quantity: 3,
        unit_price: 20_000,
        total_price: 60_000,
      },
      {
        line_id: 12,
        item_id: 8,
        item_name: '울 니트',
        img: null,
        option: '오트밀 / L',
        quantity: 1,
        unit_price: 59_000,
        total_price: 59_000,
      },
    ],
    items_total: 119_000,
    shipping_fee: 0,
    total_price: 119_000,
    carrier: 'CJ대한통운',
    tracking_number: '123456789012',
    shipped_at: daysFromNow(-4),
    delivered_at: daysFromNow(-2),
    auto_confirm_at: daysFromNow(5),
    confirmed_at: null,
    confirm_available: true,
    claim_deadline: daysFromNow(5),
    claims: [],
    ...overrides,
  });

/** A return of one 린넨 셔츠 by change of mind, just asked for. */
export const testClaim = (overrides: Partial<Claim> = {}): Claim => ({
  claim_id: 31,
  order_id: 7,
  kind: 'RETURN',
  reason: 'CHANGE_OF_MIND',
  detail: '',
  status: 'REQUESTED',
  lines: [
    {
      line_id: 11,
      item_id: 7,
      item_name: '린넨 셔츠',
      option: 'M',
      quantity: 1,
      unit_price: 20_000,
      exchange_option_id: null,
      exchange_option: null,
      restock: null,
    },
  ],
  fee: 3_000,
  refund_amount: null,
  reject_reason: null,
  pickup: {
    recipient_name: '김온도',
    phone_num: '010-1234-5678',
    post_code: '06236',
    address: '서울 강남구 테헤란로 152',
    detail_address: '12층',
  },
  exchange_carrier: null,
  exchange_tracking_number: null,
  photo_urls: [],
  events: [
    { status: 'REQUESTED', actor: 'shopper', note: null, created_at: '2026-11-25T01:00:00.000Z' },
  ],
  created_at: '2026-11-25T01:00:00.000Z',
  ...overrides,
});
