import { randomUUID } from 'node:crypto';
import type { Role } from '@shop/contract/users';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const RESET_TOKEN_TTL_MINUTES = 30;
const ISSUER = 'ondo-shop';

export interface AccessClaims {
  memberId: number;
  role: Role;
  /** The session (refresh-token family) the token was issued for: it dies with the session. */
  sessionId: string;
}

export interface VerifiedAccess extends AccessClaims {
  /** `iat`, in whole seconds. */
  issuedAt: number;
}

export interface RefreshClaims {
  memberId: number;
  tokenId: string;
  familyId: string;
  issuedAt: number;
  expiresAt: Date;
}

const MAX_MEMBER_ID = 2_147_483_647;

/** The member id of a token's subject, or undefined unless it is one (members.id is an int4). */
function memberIdOf(sub: string | undefined): number | undefined {
  if (!sub || !/^[1-9]\d{0,9}$/.test(sub)) return undefined;
  const id = Number(sub);
  return id <= MAX_MEMBER_ID ? id : undefined;
}

export type VerifyFailure = 'expired' | 'invalid';

/** `at` in whole seconds, as a JWT's `iat` counts: the cutoff a token's issue time is held to. */
export const wholeSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Now, cut to whole seconds: a cutoff stored like this lets tokens of this same second through. */
export const nowInWholeSeconds = () => new Date(wholeSeconds(new Date()) * 1000);

/** Signs and verifies the shop's two kinds of JWT (HS256, one secret from config). */
export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);

  const sign = (claims: Record<string, unknown>, subject: number, ttl: number, jti?: string) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(subject))
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`);
    return (jti ? jwt.setJti(jti) : jwt).sign(key);
  };

  async function verify(token: string, typ: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const memberId = memberIdOf(payload.sub);
      if (payload.typ !== typ || memberId === undefined || typeof payload.iat !== 'number') {
        return { ok: false as const, reason: 'invalid' as VerifyFailure };
      }
      return { ok: true as const, payload, memberId, issuedAt: payload.iat };
    } catch (error) {
      const reason: VerifyFailure = error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
      return { ok: false as const, reason };
    }
  }

  return {
    signAccess: (claims: AccessClaims) =>
      sign(
        { typ: 'access', role: claims.role, sid: claims.sessionId },
        claims.memberId,
        ACCESS_TOKEN_TTL_SECONDS,
      ),

    async signRefresh(memberId: number, familyId: string) {
      const tokenId = randomUUID();
      const token = await sign(
        { typ: 'refresh', fam: familyId },
        memberId,
        REFRESH_TOKEN_TTL_SECONDS,
        tokenId,
      );
      const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
      return { token, tokenId, expiresAt };
    },

    async verifyAccess(
      token: string,
    ): Promise<{ ok: true; claims: VerifiedAccess } | { ok: false; reason: VerifyFailure }> {
      const result = await verify(token, 'access');
      if (!result.ok) return result;
      const { role, sid } = result.payload;
      if (typeof sid !== 'string' || !sid) return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        claims: {
          memberId: result.memberId,
          role: role === 'admin' ? 'admin' : 'member',
          sessionId: sid,
          issuedAt: result.issuedAt,
        },
      };
    },

    async verifyRefresh(
      token: string,
    ): Promise<{ ok: true; claims: RefreshClaims } | { ok: false; reason: VerifyFailure }> {
      const result = await verify(token, 'refresh');
      if (!result.ok) return result;
      const { jti, fam, exp } = result.payload;
      if (!jti || typeof fam !== 'string' || !exp) return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        claims: {
          memberId: result.memberId,
          tokenId: jti,
          familyId: fam,
          issuedAt: result.issuedAt,
          expiresAt: new Date(exp * 1000),
        },
      };
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
