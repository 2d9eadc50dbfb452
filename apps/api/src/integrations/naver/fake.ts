import { createHash } from 'node:crypto';
import type { SocialClient } from '../../modules/accounts/oauth-service';
import { createFakeConsent, type FakeConsent, type FakePerson } from '../oauth/fake-consent';
import { OAuthProviderError } from '../oauth/social';

export interface NaverFakeOptions {
  clientId?: string;
  redirectUri?: string;
  now?: () => number;
  codeTtlMs?: number;
}

export interface NaverFake extends SocialClient {
  /** The person agrees on Naver's page; answers where the browser lands. */
  consent(authorizeUrl: string, person?: FakePerson): FakeConsent;
  /** How many code exchanges reached Naver, refusals included. */
  tokenRequests(): number;
}

export const NAVER_FAKE_ORIGIN = 'http://nid.naver.fake';

/**
 * Naver Login in the test's process, behind the client's interface. Naver answers a bad
 * exchange (unknown or spent code, a state other than the authorize's) with HTTP 200 and
 * `invalid_request` / `no valid data in session`, which the real client surfaces as is; its ids
 * are per application.
 */
export function createNaverFake(options: NaverFakeOptions = {}): NaverFake {
  const clientId = options.clientId ?? 'naver-fake-client';
  const redirectUri = options.redirectUri ?? 'http://shop.test/?provider=naver';
  const pages = createFakeConsent({
    authorizeUrl: `${NAVER_FAKE_ORIGIN}/oauth2.0/authorize`,
    clientId,
    redirectUri,
    now: options.now ?? Date.now,
    codeTtlMs: options.codeTtlMs ?? 5 * 60 * 1000,
  });
  let tokenRequests = 0;
  return {
    authorizeUrl({ state }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
      });
      return `${NAVER_FAKE_ORIGIN}/oauth2.0/authorize?${query}`;
    },
    async login({ code, state }) {
      tokenRequests += 1;
      const grant = pages.take(code);
      if (!grant || grant.state !== state) {
        throw new OAuthProviderError('naver', 200, 'invalid_request', 'no valid data in session');
      }
      const { person } = grant;
      return {
        provider: 'naver',
        id: createHash('sha256').update(`${clientId}\n${person.key}`).digest('base64url'),
        nickname: person.nickname,
        name: person.name ?? null,
        email: person.email ?? null,
        phone: person.phone ?? null,
      };
    },
    consent: pages.consent,
    tokenRequests: () => tokenRequests,
  };
}
