import type { Order } from '@shop/contract/orders';
import type { VirtualAccount } from '@shop/contract/virtual-accounts';

/** A paid order of one shirt with its line, the amounts and the recipient. */
export const testOrder = (overrides: Partial<Order> = {}): Order => ({
  order_id: 1,
  merchant_id: '20261121-ABCDEF1234',
  order_status: 'ORDER_PLACED',
  ordering_date: '2026-11-21T10:00:00+09:00',
  order_name: '린넨 셔츠',
  items: [
    {
      line_id: 11,
      item_id: 7,
      item_name: '린넨 셔츠',
      img: null,
      option: 'M',
      quantity: 1,
      unit_price: 39_000,
      total_price: 39_000,
    },
  ],
  items_total: 39_000,
  discount: 0,
  shipping_fee: 3_000,
  island_fee: 0,
  total_price: 42_000,
  recipient_name: '김온도',
  phone_num: '010-1234-5678',
  post_code: '06236',
  address: '서울 강남구 테헤란로 152',
  detail_address: '12층',
  requirements: '',
  payment_method: '카드',
  paid_at: '2026-11-21T10:01:00+09:00',
  cancelled_at: null,
  ...overrides,
});

/** A KB국민은행 virtual account waiting for the 42,000 won of `testOrder`, due 28 November 23:59 in Seoul. */
export const testVirtualAccount = (overrides: Partial<VirtualAccount> = {}): VirtualAccount => ({
  bank_code: '06',
  bank_name: 'KB국민은행',
  account_number: '94420012345678',
  holder_name: '온도스튜디오',
  amount: 42_000,
  due_at: '2026-11-28T14:59:00.000Z',
  state: 'WAITING',
  deposited_at: null,
  ...overrides,
});

/** `testOrder` paid into a virtual account: deposited, so a cancel must name a refund account. */
export const depositedOrder = (overrides: Partial<Order> = {}): Order =>
  testOrder({
    payment_method: '가상계좌',
    virtual_account: testVirtualAccount({
      state: 'DEPOSITED',
      deposited_at: '2026-11-27T05:02:00.000Z',
    }),
    cash_receipt: null,
    cash_receipt_available: true,
    refund_account_required: true,
    ...overrides,
  });
