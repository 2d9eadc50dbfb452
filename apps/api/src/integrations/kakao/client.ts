import { toDomesticPhone } from '@shop/contract/text';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import {
  fetchProvider,
  fetchWithToken,
  invalidResponse,
  type ProviderAnswer,
} from '../oauth/provider-fetch';
import { OAuthProviderError, type SocialProfile } from '../oauth/social';
import { topLevelIntegerText } from './int64-member';

export {
  OAuthProviderError,
  type SocialProfile,
  type SocialProvider,
} from '../oauth/social';

export interface KakaoClientOptions {
  /** `https://kauth.kakao.com`, or the sandbox's `…/sandbox/kakao`. */
  authBaseUrl: string;
  /** `https://kapi.kakao.com`, or the sandbox's `…/sandbox/kakao`. */
  apiBaseUrl: string;
  /** The app's REST API key. */
  clientId: string;
  /** Sent when the app has enabled a client secret. */
  clientSecret?: string;
  /** Must be byte-for-byte the one registered, and the same at authorize and token time. */
  redirectUri: string;
  /** Per request. Default 10 s. */
  timeoutMs?: number;
  /** The id_token's expected `iss`. Default: authBaseUrl. */
  issuer?: string;
  /** Default: `${authBaseUrl}/.well-known/jwks.json`. */
  jwksUrl?: string;
}

export interface KakaoClient {
  /** The browser redirect to Kakao's authorize page. */
  authorizeUrl(input: { state: string; nonce: string }): string;
  /** Exchanges the callback's code, checks the id_token (nonce included) and reads the profile. */
  login(input: { code: string; nonce: string }): Promise<SocialProfile>;
}

const tokenError = z.object({
  error: z.string().optional(),
  error_description: z.string().optional(),
  error_code: z.string().optional(),
});
const tokenAnswer = z.object({ access_token: z.string().min(1), id_token: z.string().optional() });
const apiError = z.object({ msg: z.string().optional(), code: z.number() });
const userAnswer = z.object({
  id: z.number().int(),
  properties: z.object({ nickname: z.string().optional() }).nullish(),
  kakao_account: z
    .object({
      profile: z.object({ nickname: z.string().optional() }).nullish(),
      name: z.string().optional(),
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
      phone_number: z.string().optional(),
    })
    .nullish(),
});

const isOk = (answer: ProviderAnswer) => answer.status >= 200 && answer.status < 300;

/** Kakao Login over REST (docs/integrations.md#kakao-login). */
export function createKakaoClient(options: KakaoClientOptions): KakaoClient {
  const authBase = options.authBaseUrl.replace(/\/+$/, '');
  const apiBase = options.apiBaseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const issuer = options.issuer ?? authBase;
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl ?? `${authBase}/.well-known/jwks.json`), {
    timeoutDuration: timeoutMs,
  });

  async function exchangeCode(code: string) {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: options.clientId,
      redirect_uri: options.redirectUri,
      code,
    });
    if (options.clientSecret !== undefined) form.set('client_secret', options.clientSecret);
    const answer = await fetchProvider(
      'kakao',
      `${authBase}/oauth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: form.toString(),
      },
      timeoutMs,
    );
    if (!isOk(answer)) {
      const body = tokenError.safeParse(answer.json);
      const errorCode = body.success ? (body.data.error_code ?? body.data.error) : undefined;
      if (!body.success || errorCode === undefined) {
        throw invalidResponse('kakao', answer, 'an error code');
      }
      throw new OAuthProviderError(
        'kakao',
        answer.status,
        errorCode,
        body.data.error_description ?? errorCode,
      );
    }
    const tokens = tokenAnswer.safeParse(answer.json);
    if (!tokens.success) throw invalidResponse('kakao', answer, 'an access token');
    return tokens.data;
  }

  /** The verified id_token's subject: signature, iss, aud, exp and our nonce. */
  async function verifyIdToken(idToken: string, nonce: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer,
        audience: options.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      });
      if (payload.nonce !== nonce) {
        throw new OAuthProviderError('kakao', 200, 'INVALID_ID_TOKEN', 'id_token nonce mismatch');
      }
      return payload.sub ?? '';
    } catch (error) {
      if (error instanceof OAuthProviderError) throw error;
      if (error instanceof joseErrors.JWKSTimeout) {
        throw new OAuthProviderError('kakao', 0, 'TIMEOUT', 'Kakao JWKS did not answer in time', {
          cause: error,
        });
      }
      if (!(error instanceof joseErrors.JOSEError)) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new OAuthProviderError('kakao', 0, 'NETWORK_ERROR', `Kakao JWKS: ${reason}`, {
          cause: error,
        });
      }
      throw new OAuthProviderError('kakao', 200, 'INVALID_ID_TOKEN', `id_token: ${error.message}`, {
        cause: error,
      });
    }
  }

  async function readProfile(accessToken: string): Promise<SocialProfile> {
    const answer = await fetchWithToken('kakao', `${apiBase}/v2/user/me`, accessToken, timeoutMs);
    if (!isOk(answer)) {
      const body = apiError.safeParse(answer.json);
      if (!body.success) throw invalidResponse('kakao', answer, 'an error code');
      const code = String(body.data.code);
      throw new OAuthProviderError('kakao', answer.status, code, body.data.msg ?? code);
    }
    const user = userAnswer.safeParse(answer.json);
    if (!user.success) throw invalidResponse('kakao', answer, 'a user');
    const { id, properties, kakao_account: account } = user.data;
    const usableEmail = account?.is_email_valid === true && account.is_email_verified === true;
    return {
      provider: 'kakao',
      id: topLevelIntegerText(answer.text, 'id') ?? String(id),
      nickname: account?.profile?.nickname ?? properties?.nickname ?? null,
      name: account?.name || null,
      email: (usableEmail && account?.email) || null,
      phone: toDomesticPhone(account?.phone_number),
    };
  }

  return {
    authorizeUrl({ state, nonce }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        state,
        nonce,
      });
      return `${authBase}/oauth/authorize?${query}`;
    },
    async login({ code, nonce }) {
      const tokens = await exchangeCode(code);
      const subject =
        tokens.id_token === undefined ? undefined : await verifyIdToken(tokens.id_token, nonce);
      const profile = await readProfile(tokens.access_token);
      if (subject !== undefined && subject !== profile.id) {
        throw new OAuthProviderError(
          'kakao',
          200,
          'INVALID_ID_TOKEN',
          `id_token is for ${subject}, the access token for ${profile.id}`,
        );
      }
      return profile;
    },
  };
}
