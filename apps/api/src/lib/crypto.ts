import { createHash, randomBytes } from 'node:crypto';

/** Tokens are stored as their SHA-256: a leaked table does not hand out working tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
