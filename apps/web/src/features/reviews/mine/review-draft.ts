import type { ReviewFit } from '@shop/contract/review-rules';
import { type MyReview, reviewFields } from '@shop/contract/reviews';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/errors';

/** The dialog's fields as typed: numbers stay text until sent, nothing picked is 0 or ''. */
export interface ReviewDraft {
  rating: number;
  fit: ReviewFit | '';
  body: string;
  height: string;
  weight: string;
  usualSize: string;
}

/** The fields a message can be about, in the dialog's order (the first wrong one gets focus). */
export const DRAFT_FIELDS = [
  'rating',
  'fit',
  'body',
  'height_cm',
  'weight_kg',
  'usual_size',
  'photos',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type DraftErrors = Partial<Record<DraftField, string>>;

const fieldsSchema = z.object(reviewFields);
/** What the server is sent: the contract's fields, checked and trimmed. */
export type ReviewValues = z.output<typeof fieldsSchema>;

export const emptyDraft: ReviewDraft = {
  rating: 0,
  fit: '',
  body: '',
  height: '',
  weight: '',
  usualSize: '',
};

const text = (n: number | null) => (n === null ? '' : String(n));

/** An edit starts from the review as it stands. */
export const draftOf = (review: MyReview): ReviewDraft => ({
  rating: review.rating,
  fit: review.fit,
  body: review.body,
  height: text(review.height_cm),
  weight: text(review.weight_kg),
  usualSize: review.usual_size ?? '',
});

/** '' is no answer; anything else must read as a number (NaN gets the field's message). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

const isDraftField = (key: unknown): key is DraftField => DRAFT_FIELDS.includes(key as DraftField);

/**
 * The draft checked by the contract's own rules, so that the dialog says what the server would:
 * the values to send, or a message per wrong field.
 */
export function checkDraft(
  draft: ReviewDraft,
): { values: ReviewValues; errors?: undefined } | { errors: DraftErrors } {
  const result = fieldsSchema.safeParse({
    rating: draft.rating,
    fit: draft.fit === '' ? undefined : draft.fit,
    body: draft.body,
    height_cm: numberOrNull(draft.height),
    weight_kg: numberOrNull(draft.weight),
    usual_size: draft.usualSize,
  });
  if (result.success) return { values: result.data };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isDraftField(field)) errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * A refusal of the review: a 422's messages go under the fields they name (the kept photos' under
 * the photos); the rest (409: already written, not delivered) is said above the buttons.
 */
export function refusalOf(error: unknown): { fields: DraftErrors; form?: string } {
  if (!(error instanceof ApiError) || !Array.isArray(error.detail)) {
    return { fields: {}, form: error instanceof Error ? error.message : String(error) };
  }
  const fields: DraftErrors = {};
  const rest: string[] = [];
  for (const problem of error.detail) {
    const last = problem.loc[problem.loc.length - 1];
    const field = last === 'keep_photo_urls' ? 'photos' : last;
    if (isDraftField(field)) fields[field] ??= problem.msg;
    else rest.push(problem.msg);
  }
  return rest.length > 0 ? { fields, form: rest.join(' ') } : { fields };
}
