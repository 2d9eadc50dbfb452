import { randomToken } from '../../lib/crypto';
import type { SocialClient } from '../../modules/accounts/oauth-service';
import type { SocialProfile } from './social';

/** Who consents at a fake provider's page; what is left out is not handed over. */
export interface FakePerson {
  /** Stable per person: the provider derives its user id from it. */
  key: string;
  nickname: string;
  name?: string;
  email?: string;
  /** Kakao's `is_email_verified`; an unverified email is not handed to the shop. */
  emailVerified?: boolean;
  phone?: string;
}

export const defaultFakePerson: FakePerson = {
  key: 'minji',
  nickname: '민지',
  name: '김민지',
  email: 'minji@example.kr',
  emailVerified: true,
  phone: '010-1234-5678',
};

export interface FakeGrant {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string | undefined;
  person: FakePerson;
  issuedAt: number;
}

/** The browser's landing after consent: the registered redirect with `code` and `state`. */
export interface FakeConsent {
  code: string;
  state: string;
  location: URL;
}

/** Refusal at the provider's own page (no redirect to the shop happens), e.g. Kakao's KOE006. */
export class FakeAuthorizePageError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FakeAuthorizePageError';
  }
}

/**
 * The authorize page and its codes, as Kakao and Naver keep them: the query must name the
 * registered client and redirect address byte for byte; a code is good once, for `codeTtlMs`.
 */
export function createFakeConsent(options: {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  now: () => number;
  codeTtlMs: number;
}) {
  const codes = new Map<string, FakeGrant>();
  return {
    consent(url: string, person: FakePerson = defaultFakePerson): FakeConsent {
      const target = new URL(url);
      const query = target.searchParams;
      if (`${target.origin}${target.pathname}` !== options.authorizeUrl) {
        throw new FakeAuthorizePageError('NOT_FOUND', `no authorize page at ${target.pathname}`);
      }
      if (query.get('response_type') !== 'code') {
        throw new FakeAuthorizePageError('KOE004', 'response_type must be code');
      }
      if (query.get('client_id') !== options.clientId) {
        throw new FakeAuthorizePageError('KOE101', 'unknown client_id');
      }
      if (query.get('redirect_uri') !== options.redirectUri) {
        throw new FakeAuthorizePageError('KOE006', 'redirect_uri is not registered');
      }
      const code = randomToken(32);
      const state = query.get('state') ?? '';
      codes.set(code, {
        clientId: options.clientId,
        redirectUri: options.redirectUri,
        state,
        nonce: query.get('nonce') ?? undefined,
        person,
        issuedAt: options.now(),
      });
      const location = new URL(options.redirectUri);
      location.searchParams.set('code', code);
      if (query.has('state')) location.searchParams.set('state', state);
      return { code, state, location };
    },
    /** The code's grant, forgotten as it is read (a code is single use); undefined when spent. */
    take(code: string): FakeGrant | undefined {
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || options.now() - grant.issuedAt > options.codeTtlMs) return undefined;
      return grant;
    },
  };
}

export interface FakeProviderOptions {
  clientId?: string;
  redirectUri?: string;
  now?: () => number;
  codeTtlMs?: number;
}

/** A provider's fake Login as the shop's client sees it, plus what the tests drive it with. */
export interface FakeProvider extends SocialClient {
  /** The person agrees on the provider's page; answers where the browser lands. */
  consent(authorizeUrl: string, person?: FakePerson): FakeConsent;
  /** How many code exchanges reached the provider, refusals included. */
  tokenRequests(): number;
}

/**
 * What the Kakao and Naver fakes share: the registered client, the consent page at
 * `authorizeUrl`, its address for a given state (and nonce), and the code exchanges counted.
 */
export function createFakeLogin(
  provider: 'kakao' | 'naver',
  authorizeUrl: string,
  options: FakeProviderOptions,
) {
  const clientId = options.clientId ?? `${provider}-fake-client`;
  const redirectUri = options.redirectUri ?? `http://shop.test/?provider=${provider}`;
  const pages = createFakeConsent({
    authorizeUrl,
    clientId,
    redirectUri,
    now: options.now ?? Date.now,
    codeTtlMs: options.codeTtlMs ?? 5 * 60 * 1000,
  });
  let tokenRequests = 0;
  return {
    clientId,
    authorizeUrl(params: Record<string, string>) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        ...params,
      });
      return `${authorizeUrl}?${query}`;
    },
    /** A code exchange reaching the provider: the code's grant, as `take` answers it. */
    exchange(code: string) {
      tokenRequests += 1;
      return pages.take(code);
    },
    /** The profile the provider hands over for `person`, under its own `id` and `email` rules. */
    profile: (person: FakePerson, id: string, email: string | null): SocialProfile => ({
      provider,
      id,
      nickname: person.nickname,
      name: person.name ?? null,
      email,
      phone: person.phone ?? null,
    }),
    consent: pages.consent,
    tokenRequests: () => tokenRequests,
  };
}
