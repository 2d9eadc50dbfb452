import { createHash } from 'node:crypto';
import {
  createFakeLogin,
  type FakeProvider,
  type FakeProviderOptions,
} from '../oauth/fake-consent';
import { OAuthProviderError } from '../oauth/social';

export const KAKAO_FAKE_ORIGIN = 'http://kauth.kakao.fake';

/** Kakao ids are int64; these are all above 2^31, as real ones are. */
const kakaoIdOf = (key: string) =>
  String(3_000_000_000 + (createHash('sha256').update(key).digest().readUInt32BE(0) % 1e9));

/**
 * Kakao Login in the test's process, behind the client's interface: the errors are the ones the
 * real client surfaces (KOE320 for an unknown or spent code, INVALID_ID_TOKEN for a nonce that is
 * not the one sent to authorize), and an email reaches the shop only when verified.
 */
export function createKakaoFake(options: FakeProviderOptions = {}): FakeProvider {
  const fake = createFakeLogin('kakao', `${KAKAO_FAKE_ORIGIN}/oauth/authorize`, options);
  return {
    authorizeUrl: ({ state, nonce }) => fake.authorizeUrl({ state, nonce }),
    async login({ code, nonce }) {
      const grant = fake.exchange(code);
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
      const email = (person.emailVerified !== false && person.email) || null;
      return fake.profile(person, kakaoIdOf(person.key), email);
    },
    consent: fake.consent,
    tokenRequests: fake.tokenRequests,
  };
}
