import { SANDBOX_SECRET_KEY } from './keys';

export type AuthResult =
  | { ok: true; secretKey: string }
  | { ok: false; code: 'UNAUTHORIZED_KEY' | 'INCORRECT_BASIC_AUTH_FORMAT' };

/** Toss's Basic auth: base64 of `secretKey:`, the password empty and the colon required. */
export function authenticate(header: string | undefined): AuthResult {
  const match = header?.match(/^Basic\s+(\S+)\s*$/i);
  if (!match?.[1]) return { ok: false, code: 'UNAUTHORIZED_KEY' };
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return { ok: false, code: 'INCORRECT_BASIC_AUTH_FORMAT' };
  const secretKey = decoded.slice(0, colon);
  if (secretKey !== SANDBOX_SECRET_KEY) return { ok: false, code: 'UNAUTHORIZED_KEY' };
  return { ok: true, secretKey };
}
