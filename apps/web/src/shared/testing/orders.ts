import type { Order } from '@shop/contract/orders';

/** A paid order of one shirt with its line, the amounts and the recipient. */
export const testOrder = (overrides: Partial<Order> = {}): Order => ({
  order_id: 1,
  merchant_id: '20261121-ABCDEF1234',
  order_status: 'ORDER_PLACED',
  ordering_date: '2026-11-21T10:00:00+09:00',
  order_name: '린넨 셔츠',
  items: [
    {
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
