import type { MyReview, MyReviews, ReviewableLine } from '@shop/contract/reviews';

/** Line 11 of order 7: a 린넨 셔츠 in 블랙 / M, ordered on 21 November, not yet reviewed. */
export const testReviewableLine = (overrides: Partial<ReviewableLine> = {}): ReviewableLine => ({
  order_line_id: 11,
  order_id: 7,
  merchant_id: '20261121-ABCDEF1234',
  item_id: 7,
  item_name: '린넨 셔츠',
  option_label: '블랙 / M',
  image_url: '/uploads/linen.svg',
  ordered_at: '2026-11-21T01:00:00.000Z',
  ...overrides,
});

/**
 * Review 31 of a 울 니트 (line 12): four stars, 정사이즈, two photos, a reply from the shop,
 * rewarded with 1,000 won, shown to everyone.
 */
export const testMyReview = (overrides: Partial<MyReview> = {}): MyReview => ({
  id: 31,
  item_id: 8,
  rating: 4,
  body: '생각보다 두툼하고 따뜻해요. 정사이즈로 잘 맞습니다.',
  fit: 'TRUE',
  height_cm: 165,
  weight_kg: 55,
  usual_size: 'M',
  option_label: '오트밀 / L',
  photo_urls: ['/uploads/reviews/a.jpg', '/uploads/reviews/b.jpg'],
  author: '김**',
  helpful_count: 3,
  helped: false,
  is_mine: true,
  reply: { body: '소중한 후기 감사합니다.', replied_at: '2026-12-03T01:00:00.000Z' },
  created_at: '2026-12-01T01:00:00.000Z',
  edited_at: null,
  item_name: '울 니트',
  item_image_url: '/uploads/knit.svg',
  order_line_id: 12,
  status: 'VISIBLE',
  hidden_reason: null,
  privacy_masked: [],
  reward_points: 1_000,
  ...overrides,
});

/** The answer of GET /v1/users/me/reviews: one line to review and one review, unless told. */
export const testMyReviews = (overrides: Partial<MyReviews> = {}): MyReviews => ({
  writable: [testReviewableLine()],
  reviews: [testMyReview()],
  ...overrides,
});

export const MY_REVIEWS = 'GET /v1/users/me/reviews';
