/** The server's limits for shoppers' photos (checked again there, by content). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

const isImage = (file: File) =>
  PHOTO_TYPES.includes(file.type) ||
  // Some systems report no type; the name then decides and the server checks the bytes.
  (!file.type && /\.(jpe?g|png|webp|gif)$/i.test(file.name));

/** What a refusal says, in the words of the form it is for. */
export interface PhotoRefusals {
  tooMany: string;
  notImage: (name: string) => string;
  tooLarge: (name: string) => string;
}

/**
 * Why the chosen files cannot join the `count` photos already there (at most `max`): all are
 * refused at once, so that none is dropped without the shopper seeing which.
 */
export function photoRefusal(
  chosen: readonly File[],
  count: number,
  max: number,
  say: PhotoRefusals,
): string | undefined {
  if (count + chosen.length > max) return say.tooMany;
  const wrong = chosen.find((file) => !isImage(file));
  if (wrong) return say.notImage(wrong.name);
  const large = chosen.find((file) => file.size > MAX_BYTES);
  if (large) return say.tooLarge(large.name);
  return undefined;
}

/** One file chosen twice is sent once (and the previews keep unique keys). */
export const photoKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

export function withoutRepeats(current: readonly File[], chosen: readonly File[]): File[] {
  const seen = new Set(current.map(photoKey));
  return chosen.filter((file) => {
    if (seen.has(photoKey(file))) return false;
    seen.add(photoKey(file));
    return true;
  });
}
