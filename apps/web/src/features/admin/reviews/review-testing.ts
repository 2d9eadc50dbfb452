import type { AdminReview } from '@shop/contract/reviews';

/** A shown five-star review of the shirt, written on 25 November with two photos and no reply. */
export const testReview = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 31,
  item_id: 1,
  rating: 5,
  body: '핏이 예쁘고 두께도 적당해요. 010-1234-5678 로 연락 주세요.',
  fit: 'TRUE',
  height_cm: 165,
  weight_kg: 52,
  usual_size: 'M',
  option_label: '베이지 / M',
  photo_urls: ['https://cdn.test/r/1.jpg', 'https://cdn.test/r/2.jpg'],
  author: '온**',
  helpful_count: 3,
  helped: false,
  is_mine: false,
  reply: null,
  created_at: '2026-11-25T01:00:00.000Z',
  edited_at: null,
  item_name: '린넨 셔츠',
  item_image_url: null,
  order_line_id: 11,
  status: 'VISIBLE',
  hidden_reason: null,
  privacy_masked: ['전화번호'],
  reward_points: 1_000,
  member_id: 4,
  writer: '온도 (ondo2024)',
  public_body: '핏이 예쁘고 두께도 적당해요. ***-****-**** 로 연락 주세요.',
  ...overrides,
});

/** A short text-only review of the socks, three stars, hidden for what it said. */
export const testHiddenReview = (overrides: Partial<AdminReview> = {}): AdminReview =>
  testReview({
    id: 32,
    item_id: 2,
    item_name: '코튼 양말',
    option_label: '블랙',
    rating: 3,
    body: '그냥 그래요. 다른 쇼핑몰이 더 싸요.',
    public_body: '그냥 그래요. 다른 쇼핑몰이 더 싸요.',
    photo_urls: [],
    privacy_masked: [],
    helpful_count: 0,
    reward_points: 500,
    status: 'HIDDEN',
    hidden_reason: '광고성 내용',
    writer: '바람 (wind01)',
    height_cm: null,
    weight_kg: null,
    usual_size: null,
    ...overrides,
  });

/** One page of the list, as GET /v1/admin/reviews answers it. */
export const reviewsPage = (
  reviews: AdminReview[],
  more: { total?: number; page?: number } = {},
) => ({
  reviews,
  total: reviews.length,
  page: 1,
  page_size: 20,
  ...more,
});
