import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export interface IdTokenClaims {
  issuer: string;
  audience: string;
  subject: string;
  nonce?: string;
  authTime: Date;
  issuedAt: Date;
  expiresInS: number;
  nickname?: string;
  email?: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The sandbox's RS256 signing key, made once per sandbox, and its public JWKS. */
export function createIdTokenSigner() {
  const keys = (async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(jwk);
    const published: JWK = { ...jwk, kid, alg: 'RS256', use: 'sig' };
    return { privateKey, kid, jwks: { keys: [published] } };
  })();
  // Awaited by every use; this only keeps an early failure from being reported as unhandled.
  keys.catch(() => undefined);

  return {
    jwks: async () => (await keys).jwks,
    async sign(claims: IdTokenClaims): Promise<string> {
      const { privateKey, kid } = await keys;
      const iat = seconds(claims.issuedAt);
      const payload: Record<string, string | number> = { auth_time: seconds(claims.authTime) };
      if (claims.nonce !== undefined) payload.nonce = claims.nonce;
      if (claims.nickname !== undefined) payload.nickname = claims.nickname;
      if (claims.email !== undefined) payload.email = claims.email;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(claims.issuer)
        .setAudience(claims.audience)
        .setSubject(claims.subject)
        .setIssuedAt(iat)
        .setExpirationTime(iat + claims.expiresInS)
        .sign(privateKey);
    },
  };
}

export type IdTokenSigner = ReturnType<typeof createIdTokenSigner>;
