import type { Review, ReviewList, ReviewSummary } from '@shop/contract/reviews';
import { render } from '@testing-library/react';
import { TestApp } from '../../../shared/testing/render';
import { ProductReviews } from './product-reviews';

export const ITEM_ID = 3;
export const reviewsPath = (search: string) => `/v1/items/${ITEM_ID}/reviews?${search}`;
export const SUMMARY_PATH = `/v1/items/${ITEM_ID}/reviews/summary`;

export const summary = (change: Partial<ReviewSummary> = {}): ReviewSummary => ({
  count: 3,
  average: 4.7,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 },
  fit: { SMALL: 1, TRUE: 2, LARGE: 0 },
  photo_count: 1,
  sizes: ['M', 'L'],
  photos: [{ review_id: 11, url: '/uploads/reviews/11-a.jpg' }],
  ...change,
});

export const review = (id: number, change: Partial<Review> = {}): Review => ({
  id,
  item_id: ITEM_ID,
  rating: 5,
  body: `구매평 ${id} 첫 줄\n둘째 줄`,
  fit: 'TRUE',
  height_cm: null,
  weight_kg: null,
  usual_size: null,
  option_label: '블랙 / M',
  photo_urls: [],
  author: '김**',
  helpful_count: 0,
  helped: false,
  is_mine: false,
  reply: null,
  created_at: '2026-11-20T03:00:00Z',
  edited_at: null,
  ...change,
});

export const page = (items: Review[], total = items.length, n = 1): ReviewList => ({
  items,
  total,
  page: n,
  limit: 10,
});

/** The section alone, inside the app's providers (sign-in state and its dialog included). */
export const renderReviews = () =>
  render(
    <TestApp path={`/product/${ITEM_ID}`} auth>
      <ProductReviews itemId={ITEM_ID} />
    </TestApp>,
  );
