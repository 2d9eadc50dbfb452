import { describe, expect, it } from 'vitest';
import { isWholeOrder, paymentSuccessResponseSchema } from './payments';

const receipt = { order_id: 7, merchant_id: '20261121-ABCDEF1234', order_status: 'ORDER_PLACED' };

describe('the success answer', () => {
  it('is the receipt alone when the personal fields are not there', () => {
    const parsed = paymentSuccessResponseSchema.parse({ ...receipt, recipient_name: '김온도' });
    expect(parsed).toEqual(receipt);
    expect(isWholeOrder(parsed)).toBe(false);
  });

  it('is the whole order when they are', () => {
    const order = {
      ...receipt,
      ordering_date: '2026-11-21T10:00:00+09:00',
      order_name: '린넨 셔츠',
      items: [],
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
      paid_at: null,
      cancelled_at: null,
    };
    const parsed = paymentSuccessResponseSchema.parse(order);
    expect(isWholeOrder(parsed)).toBe(true);
    expect(parsed).toMatchObject({ recipient_name: '김온도', address: '서울 강남구 테헤란로 152' });
  });
});
