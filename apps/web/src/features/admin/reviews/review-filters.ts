import { type ReviewStatus, reviewStatusLabels } from '@shop/contract/review-rules';
import { choiceField, searchField } from '../columns';
import type { FilterField } from '../filter-bar';
import type { ReviewListParams } from './api';
import { reviewText as t } from './review-text';

/**
 * What the address keeps: the filters, the page and the review open beside the list. `item_id`
 * has no field in the bar; a link from elsewhere narrows the list to one product.
 */
export const reviewFilterDefaults = {
  status: '',
  rating: '',
  photo: '',
  q: '',
  item_id: '',
  review: '',
  page: '1',
};
export type ReviewFilters = typeof reviewFilterDefaults;

const statuses = Object.keys(reviewStatusLabels) as ReviewStatus[];
const ratings = ['5', '4', '3', '2', '1'] as const;
const ratingLabels = Object.fromEntries(
  ratings.map((r) => [r, t.ratingOption(Number(r))]),
) as Record<(typeof ratings)[number], string>;
const photoChoices = ['true', 'false'] as const;

export const reviewFilterFields: FilterField[] = [
  choiceField('status', t.status, statuses, reviewStatusLabels, t.allStatuses),
  choiceField('rating', t.rating, ratings, ratingLabels, t.allRatings),
  choiceField('photo', t.photo, photoChoices, t.photoLabels, t.allPhotos),
  searchField(t.search, t.searchPlaceholder),
];

const oneOf = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? value : '');

/** The API's query for the address's filters; what the API would refuse is left out. */
export const listParams = (filters: ReviewFilters, page: number): ReviewListParams => ({
  status: oneOf(filters.status, statuses),
  rating: oneOf(filters.rating, ratings),
  photo: oneOf(filters.photo, photoChoices),
  q: filters.q.trim().slice(0, 50),
  item_id: /^[1-9]\d{0,8}$/.test(filters.item_id) ? filters.item_id : '',
  page,
});

/** The review open beside the list, if the address names one. */
export const openReviewId = (filters: ReviewFilters) =>
  /^[1-9]\d{0,8}$/.test(filters.review) ? Number(filters.review) : undefined;
