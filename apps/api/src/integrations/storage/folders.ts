/**
 * Folders of uploads that only some readers may see (a secret post's images, a claim's photos):
 * their addresses stay `/uploads/<folder>/…` wherever the files are kept, and the shop checks
 * every request for them before it serves or signs anything.
 */
export const PRIVATE_UPLOAD_FOLDERS = ['qna', 'claims'] as const;

export const isPrivateKey = (key: string) =>
  PRIVATE_UPLOAD_FOLDERS.some((folder) => key.startsWith(`${folder}/`));

/** Public files never change under one key (every upload gets a new name): cached for a year. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Private files are kept by no cache: a signed address must not outlive its check. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export const cacheControlOf = (key: string) =>
  isPrivateKey(key) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;

/**
 * A key as the shop writes them: plain segments of letters, digits, '_', '-' and '.', none of
 * them '.' or '..', no leading or doubled '/'.
 */
export const isSafeKey = (key: string) =>
  key.length > 0 &&
  key.length <= 1024 &&
  key.split('/').every((segment) => /^[\w.-]+$/.test(segment) && !/^\.\.?$/.test(segment));
