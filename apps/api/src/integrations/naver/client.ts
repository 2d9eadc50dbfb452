import { toDomesticPhone } from '@shop/contract/text';
import { z } from 'zod';
import { fetchProvider, fetchWithToken, invalidResponse } from '../oauth/provider-fetch';
import { OAuthProviderError, type SocialProfile } from '../oauth/social';

export {
  OAuthProviderError,
  type SocialProfile,
  type SocialProvider,
} from '../oauth/social';

export interface NaverClientOptions {
  /** `https://nid.naver.com`, or the sandbox's `…/sandbox/naver`. */
  authBaseUrl: string;
  /** `https://openapi.naver.com`, or the sandbox's `…/sandbox/naver`. */
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The registered Callback URL. */
  redirectUri: string;
  /** Per request. Default 10 s. */
  timeoutMs?: number;
}

export interface NaverClient {
  /** The browser redirect to Naver's authorize page. */
  authorizeUrl(input: { state: string }): string;
  /** Exchanges the callback's code (with the state it came with) and reads the profile. */
  login(input: { code: string; state: string }): Promise<SocialProfile>;
}

const tokenAnswer = z.object({
  access_token: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
const optionalText = z.string().nullish();
const profileAnswer = z.object({
  resultcode: z.string(),
  message: z.string().optional(),
  response: z
    .object({
      id: z.string().min(1),
      nickname: optionalText,
      name: optionalText,
      email: optionalText,
      mobile: optionalText,
      mobile_e164: optionalText,
    })
    .optional(),
});

/** Naver Login (docs/integrations.md#naver-login). */
export function createNaverClient(options: NaverClientOptions): NaverClient {
  const authBase = options.authBaseUrl.replace(/\/+$/, '');
  const apiBase = options.apiBaseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function exchangeCode(code: string, state: string): Promise<string> {
    // POSTed as a form rather than the docs' GET query, to keep the secret out of URLs and logs.
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: options.clientId,
      client_secret: options.clientSecret,
      code,
      state,
    });
    const answer = await fetchProvider(
      'naver',
      `${authBase}/oauth2.0/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: form.toString(),
      },
      timeoutMs,
    );
    const body = tokenAnswer.safeParse(answer.json);
    if (!body.success) throw invalidResponse('naver', answer, 'a token');
    // Naver reports token errors with HTTP 200: the body decides, not the status.
    const { error, error_description: description, access_token: accessToken } = body.data;
    if (error !== undefined) {
      throw new OAuthProviderError('naver', answer.status, error, description ?? error);
    }
    if (answer.status < 200 || answer.status >= 300 || !accessToken) {
      throw invalidResponse('naver', answer, 'an access token');
    }
    return accessToken;
  }

  async function readProfile(accessToken: string): Promise<SocialProfile> {
    const answer = await fetchWithToken('naver', `${apiBase}/v1/nid/me`, accessToken, timeoutMs);
    const body = profileAnswer.safeParse(answer.json);
    if (!body.success) throw invalidResponse('naver', answer, 'a profile');
    const { resultcode, message, response } = body.data;
    if (resultcode !== '00' || answer.status < 200 || answer.status >= 300) {
      throw new OAuthProviderError('naver', answer.status, resultcode, message ?? resultcode);
    }
    if (!response) throw invalidResponse('naver', answer, 'a profile');
    return {
      provider: 'naver',
      id: response.id,
      nickname: response.nickname || null,
      name: response.name || null,
      email: response.email || null,
      phone: toDomesticPhone(response.mobile || response.mobile_e164),
    };
  }

  return {
    authorizeUrl({ state }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        state,
      });
      return `${authBase}/oauth2.0/authorize?${query}`;
    },
    async login({ code, state }) {
      return readProfile(await exchangeCode(code, state));
    },
  };
}
