import { randomBytes } from 'node:crypto';

/** URL-safe random text: codes, tokens, payment keys. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
