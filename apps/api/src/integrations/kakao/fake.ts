import { createHash } from 'node:crypto';
import type { SocialClient } from '../../modules/accounts/oauth-service';
import { createFakeConsent, type FakeConsent, type FakePerson } from '../oauth/fake-consent';
import { OAuthProviderError } from '../oauth/social';

export interface KakaoFakeOptions {
  clientId?: string;
  redirectUri?: string;
  now?: () => number;
  codeTtlMs?: number;
}

export interface KakaoFake extends SocialClient {
  /** The person agrees on Kakao's page; answers where the browser lands. */
  consent(authorizeUrl: string, person?: FakePerson): FakeConsent;
  /** How many code exchanges reached Kakao, refusals included. */
  tokenRequests(): number;
}

export const KAKAO_FAKE_ORIGIN = 'http://kauth.kakao.fake';

/** Kakao ids are int64; these are all above 2^31, as real ones are. */
const kakaoIdOf = (key: string) =>
  String(3_000_000_000 + (createHash('sha256').update(key).digest().readUInt32BE(0) % 1e9));

/**
 * Kakao Login in the test's process, behind the client's interface: the errors are the ones the
 * real client surfaces (KOE320 for an unknown or spent code, INVALID_ID_TOKEN for a nonce that is
 * not the one sent to authorize), and an email reaches the shop only when verified.
 */
export function createKakaoFake(options: KakaoFakeOptions = {}): KakaoFake {
  const clientId = options.clientId ?? 'kakao-fake-client';
  const redirectUri = options.redirectUri ?? 'http://shop.test/?provider=kakao';
  const pages = createFakeConsent({
    authorizeUrl: `${KAKAO_FAKE_ORIGIN}/oauth/authorize`,
    clientId,
    redirectUri,
    now: options.now ?? Date.now,
    codeTtlMs: options.codeTtlMs ?? 5 * 60 * 1000,
  });
  let tokenRequests = 0;
  return {
    authorizeUrl({ state, nonce }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        nonce,
      });
      return `${KAKAO_FAKE_ORIGIN}/oauth/authorize?${query}`;
    },
    async login({ code, nonce }) {
      tokenRequests += 1;
      const grant = pages.take(code);
      if (!grant) {
        throw new OAuthProviderError(
          'kakao',
          400,
          'KOE320',
          `authorization code not found for code=${code}`,
        );
      }
      if (grant.nonce !== nonce) {
        throw new OAuthProviderError('kakao', 200, 'INVALID_ID_TOKEN', 'id_token nonce mismatch');
      }
      const { person } = grant;
      return {
        provider: 'kakao',
        id: kakaoIdOf(person.key),
        nickname: person.nickname,
        name: person.name ?? null,
        email: (person.emailVerified !== false && person.email) || null,
        phone: person.phone ?? null,
      };
    },
    consent: pages.consent,
    tokenRequests: () => tokenRequests,
  };
}
