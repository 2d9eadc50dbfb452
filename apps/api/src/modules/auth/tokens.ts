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
}

export interface RefreshClaims {
  memberId: number;
  tokenId: string;
  familyId: string;
  expiresAt: Date;
}

export type VerifyFailure = 'expired' | 'invalid';

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
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.typ !== typ || !payload.sub) {
        return { ok: false as const, reason: 'invalid' as VerifyFailure };
      }
      return { ok: true as const, payload };
    } catch (error) {
      const reason: VerifyFailure = error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
      return { ok: false as const, reason };
    }
  }

  return {
    signAccess: (claims: AccessClaims) =>
      sign({ typ: 'access', role: claims.role }, claims.memberId, ACCESS_TOKEN_TTL_SECONDS),

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
    ): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: VerifyFailure }> {
      const result = await verify(token, 'access');
      if (!result.ok) return result;
      const role = result.payload.role === 'admin' ? 'admin' : 'member';
      return { ok: true, claims: { memberId: Number(result.payload.sub), role } };
    },

    async verifyRefresh(
      token: string,
    ): Promise<{ ok: true; claims: RefreshClaims } | { ok: false; reason: VerifyFailure }> {
      const result = await verify(token, 'refresh');
      if (!result.ok) return result;
      const { sub, jti, fam, exp } = result.payload;
      if (!jti || typeof fam !== 'string' || !exp) return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        claims: {
          memberId: Number(sub),
          tokenId: jti,
          familyId: fam,
          expiresAt: new Date(exp * 1000),
        },
      };
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
