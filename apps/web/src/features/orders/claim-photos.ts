import { CLAIM_PHOTO_FORM, claimMessages } from '@shop/contract/claim-rules';
import { claimText } from './claim-text';

/** The server's limits for a claim's photos (checked again there, by content). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const MAX_PHOTOS = CLAIM_PHOTO_FORM.max;

const isImage = (file: File) =>
  PHOTO_TYPES.includes(file.type) ||
  // Some systems report no type; the name then decides and the server checks the bytes.
  (!file.type && /\.(jpe?g|png|webp|gif)$/i.test(file.name));

/**
 * Why the chosen files cannot be added to the `count` photos the claim has (or the shopper chose
 * before): all are refused at once, so that none is dropped without the shopper seeing which.
 */
export function photoRefusal(chosen: readonly File[], count: number): string | undefined {
  if (count + chosen.length > MAX_PHOTOS) return claimMessages.photosTooMany;
  const wrong = chosen.find((file) => !isImage(file));
  if (wrong) return claimText.photoNotImage(wrong.name);
  const large = chosen.find((file) => file.size > MAX_BYTES);
  if (large) return claimText.photoTooLarge(large.name);
  return undefined;
}

/** One file chosen twice is sent once (and the previews keep unique keys). */
export const photoKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;
export function withoutRepeats(current: readonly File[], chosen: readonly File[]): File[] {
  const seen = new Set(current.map(photoKey));
  const fresh: File[] = [];
  for (const file of chosen) {
    if (seen.has(photoKey(file))) continue;
    seen.add(photoKey(file));
    fresh.push(file);
  }
  return fresh;
}

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
