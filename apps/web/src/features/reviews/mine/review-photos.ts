import { REVIEW_PHOTO_FORM, REVIEW_RULES } from '@shop/contract/review-rules';
import { photoRefusal as refuse } from '../../../shared/forms/photo-files';
import { myReviewText as t } from './messages';

export { PHOTO_ACCEPT, photoKey, withoutRepeats } from '../../../shared/forms/photo-files';

export const MAX_PHOTOS = REVIEW_RULES.maxPhotos;

/** A review's photos while it is written: those it has (kept on edit) and the files chosen. */
export interface ReviewPhotos {
  kept: string[];
  added: File[];
}

export const photoTotal = (photos: ReviewPhotos) => photos.kept.length + photos.added.length;

/** Why the chosen files cannot join the `count` photos the review has. */
export const photoRefusal = (chosen: readonly File[], count: number) =>
  refuse(chosen, count, MAX_PHOTOS, {
    tooMany: t.photosTooMany,
    notImage: t.photoNotImage,
    tooLarge: t.photoTooLarge,
  });

/** The multipart body of POST /v1/reviews and PUT /v1/reviews/{id}: the JSON, then the files. */
export function reviewForm(review: object, files: readonly File[]): FormData {
  const form = new FormData();
  form.append(REVIEW_PHOTO_FORM.json, JSON.stringify(review));
  for (const file of files) form.append(REVIEW_PHOTO_FORM.files, file, file.name);
  return form;
}
