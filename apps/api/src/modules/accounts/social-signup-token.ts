import type { OAuthProvider } from '@shop/contract/oauth';
import { jwtVerify, SignJWT } from 'jose';
import type { SocialProfile } from '../../integrations/oauth/social';

/** The consent step of a first social sign-in must finish within this time. */
const SIGNUP_TTL_SECONDS = 10 * 60;
const TYPE = 'social-signup';

/**
 * The provider's profile between the sign-in and the shopper's consent, signed so the browser
 * can carry it but not change it. Nothing is stored until the shopper agrees.
 */
export function createSignupTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (profile: SocialProfile) =>
      new SignJWT({ typ: TYPE, profile: { ...profile } })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${SIGNUP_TTL_SECONDS}s`)
        .sign(key),

    /** The profile, when the token is ours, of this provider and still fresh. */
    async read(token: string, provider: OAuthProvider): Promise<SocialProfile | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const profile = payload.profile as SocialProfile | undefined;
        if (payload.typ !== TYPE || profile?.provider !== provider) return undefined;
        return profile;
      } catch {
        return undefined;
      }
    },
  };
}
export type SignupTokens = ReturnType<typeof createSignupTokens>;
