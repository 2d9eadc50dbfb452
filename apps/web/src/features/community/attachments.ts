import { communityText as t } from './community-text';

/** The server's limits for Q&A images (checked again there, by content). */
export const ATTACHMENT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 5,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;

export const ACCEPT = ATTACHMENT_LIMITS.types.join(',');

const allowedType = (file: File) =>
  (ATTACHMENT_LIMITS.types as readonly string[]).includes(file.type) ||
  // Some systems report no type; the name then decides and the server checks the bytes.
  (!file.type && /\.(jpe?g|png|webp|gif)$/i.test(file.name));

/**
 * Adds chosen files to the attachments: a file whose name is already there is skipped, so are
 * files of another type or over 5 MB, and nothing beyond 5 images in all (`kept` counts the
 * images a post being edited keeps). Answers the new list and a message for each file refused.
 */
export function addAttachments(
  current: readonly File[],
  chosen: readonly File[],
  kept = 0,
): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  let full = false;
  for (const file of chosen) {
    if (files.some((f) => f.name === file.name)) problems.push(t.duplicateFile(file.name));
    else if (!allowedType(file)) problems.push(t.notImage(file.name));
    else if (file.size > ATTACHMENT_LIMITS.maxBytes) problems.push(t.tooLarge(file.name));
    else if (kept + files.length >= ATTACHMENT_LIMITS.maxFiles) full = true;
    else files.push(file);
  }
  if (full) problems.push(t.tooMany(ATTACHMENT_LIMITS.maxFiles));
  return { files, problems };
}

export const removeAttachment = (current: readonly File[], name: string) =>
  current.filter((f) => f.name !== name);
