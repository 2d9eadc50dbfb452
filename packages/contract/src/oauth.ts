import { z } from 'zod';

export const oauthMessages = {
  badState: '로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요.',
  providerFailed: '소셜 로그인에 실패했습니다. 다시 시도해주세요.',
  cancelled: '소셜 로그인을 취소했습니다.',
  notConfigured: '지금은 이 방법으로 로그인할 수 없습니다.',
} as const;

export const OAUTH_PROVIDERS = ['kakao', 'naver'] as const;
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
export const oauthProviderParamsSchema = z.object({ provider: oauthProviderSchema });

/** Where to send the browser, with the state the login call must bring back. */
export const oauthAuthorizeResponseSchema = z.object({ url: z.string(), state: z.string() });

export const oauthLoginRequestSchema = z.object({
  code: z.string().min(1),
  state: z.string().min(1),
});
export const oauthLoginResponseSchema = z.object({
  access_token: z.string(),
  /** The refresh token (docs/api.md#oauth for it in the social answer). */
  secret_token: z.string(),
});
export type OAuthLoginResponse = z.infer<typeof oauthLoginResponseSchema>;
