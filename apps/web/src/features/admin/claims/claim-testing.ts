import type { AdminClaim } from '@shop/contract/admin-claims';

/** A return of two lines (30,000 + 20,000) on change of mind, asked on 25 November. */
export const testClaim = (overrides: Partial<AdminClaim> = {}): AdminClaim => ({
  claim_id: 5,
  order_id: 7,
  merchant_id: 'M20261121-0007',
  order_status: 'DELIVERED',
  requester: '온도 (ondo2024)',
  kind: 'RETURN',
  reason: 'CHANGE_OF_MIND',
  detail: '생각보다 두꺼워요.',
  status: 'REQUESTED',
  lines: [
    {
      line_id: 11,
      item_id: 1,
      item_name: '린넨 셔츠',
      option: '베이지 / M',
      quantity: 1,
      unit_price: 30_000,
      exchange_option_id: null,
      exchange_option: null,
      restock: null,
    },
    {
      line_id: 12,
      item_id: 2,
      item_name: '코튼 양말',
      option: '블랙',
      quantity: 1,
      unit_price: 20_000,
      exchange_option_id: null,
      exchange_option: null,
      restock: null,
    },
  ],
  fee: 3_000,
  refund_amount: null,
  refund_estimate: 47_000,
  reject_reason: null,
  pickup: {
    recipient_name: '김온도',
    phone_num: '010-1234-5678',
    post_code: '04779',
    address: '서울 성동구 성수이로 113',
    detail_address: '3층',
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

/** An exchange of the shirt for another size (shipping both ways: 6,000 won). */
export const testExchange = (overrides: Partial<AdminClaim> = {}): AdminClaim => {
  const claim = testClaim();
  return testClaim({
    claim_id: 6,
    kind: 'EXCHANGE',
    reason: 'SIZE_COLOR',
    fee: 6_000,
    refund_estimate: null,
    lines: [{ ...claim.lines[0]!, exchange_option_id: 3, exchange_option: '베이지 / L' }],
    ...overrides,
  });
};
