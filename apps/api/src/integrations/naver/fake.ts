import { createHash } from 'node:crypto';
import {
  createFakeLogin,
  type FakeProvider,
  type FakeProviderOptions,
} from '../oauth/fake-consent';
import { OAuthProviderError } from '../oauth/social';

export const NAVER_FAKE_ORIGIN = 'http://nid.naver.fake';

/**
 * Naver Login in the test's process, behind the client's interface. Naver answers a bad
 * exchange (unknown or spent code, a state other than the authorize's) with HTTP 200 and
 * `invalid_request` / `no valid data in session`, which the real client surfaces as is; its ids
 * are per application.
 */
export function createNaverFake(options: FakeProviderOptions = {}): FakeProvider {
  const fake = createFakeLogin('naver', `${NAVER_FAKE_ORIGIN}/oauth2.0/authorize`, options);
  return {
    authorizeUrl: ({ state }) => fake.authorizeUrl({ state }),
    async login({ code, state }) {
      const grant = fake.exchange(code);
      if (!grant || grant.state !== state) {
        throw new OAuthProviderError('naver', 200, 'invalid_request', 'no valid data in session');
      }
      const { person } = grant;
      const id = createHash('sha256').update(`${fake.clientId}\n${person.key}`).digest('base64url');
      return fake.profile(person, id, person.email ?? null);
    },
    consent: fake.consent,
    tokenRequests: fake.tokenRequests,
  };
}
