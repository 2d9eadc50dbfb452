import { decodeJwt, SignJWT } from 'jose';
import { TEST_JWT_SECRET } from './app';

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

/**
 * An access token signed with the test secret, as the shop signs them unless told otherwise;
 * a claim given as `null` is left out.
 */
export function craftAccessToken(
  claims: {
    sub?: string | null;
    iat?: number | null;
    exp?: number | null;
    sid?: string | null;
    role?: 'member' | 'admin';
  } = {},
): Promise<string> {
  const { sub = '1', iat = now(), exp = now() + 600, sid = null, role = 'member' } = claims;
  const jwt = new SignJWT({ typ: 'access', role, ...(sid === null ? {} : { sid }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('ondo-shop');
  if (sub !== null) jwt.setSubject(sub);
  if (iat !== null) jwt.setIssuedAt(iat);
  if (exp !== null) jwt.setExpirationTime(exp);
  return jwt.sign(key);
}

/** The claims of a token the shop issued (not verified: the tests read what they were given). */
export function claimsOf(token: string) {
  return decodeJwt(token) as { sub: string; iat: number; exp: number; sid?: string };
}
