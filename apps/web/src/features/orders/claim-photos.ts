import { CLAIM_PHOTO_FORM, claimMessages } from '@shop/contract/claim-rules';
import { photoRefusal as refuse } from '../../shared/forms/photo-files';
import { claimText } from './claim-text';

export { PHOTO_ACCEPT, photoKey, withoutRepeats } from '../../shared/forms/photo-files';

export const MAX_PHOTOS = CLAIM_PHOTO_FORM.max;

/** Why the chosen files cannot be added to the `count` photos the claim has. */
export const photoRefusal = (chosen: readonly File[], count: number) =>
  refuse(chosen, count, MAX_PHOTOS, {
    tooMany: claimMessages.photosTooMany,
    notImage: claimText.photoNotImage,
    tooLarge: claimText.photoTooLarge,
  });

/** The multipart form of the photos endpoints: the files, and a guest's JSON field. */
export function photoForm(files: readonly File[], request?: object) {
  const form = new FormData();
  if (request) form.append(CLAIM_PHOTO_FORM.json, JSON.stringify(request));
  for (const file of files) form.append(CLAIM_PHOTO_FORM.files, file, file.name);
  return form;
}

type Notify = (message: string, tone?: 'status' | 'alert') => void;

/**
 * A claim just filed: its photos, when some were chosen, in one upload, then the notice. The claim
 * stands whatever the upload's answer; a failure is said in place of the success.
 */
export async function sendNewClaimPhotos(
  photos: readonly File[],
  upload: (files: readonly File[]) => Promise<unknown>,
  notify: Notify,
) {
  if (photos.length > 0) {
    try {
      await upload(photos);
    } catch (error) {
      notify(
        claimText.photosFailed(error instanceof Error ? error.message : String(error)),
        'alert',
      );
      return;
    }
  }
  notify(claimText.requested);
}
