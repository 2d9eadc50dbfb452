import { z } from 'zod';
import { OAUTH_PROVIDERS, oauthMessages } from './oauth-messages';

export {
  needsSocialSignup,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  oauthMessages,
} from './oauth-messages';

export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);
export const oauthProviderParamsSchema = z.object({ provider: oauthProviderSchema });

/** Where to send the browser, with the state the login call must bring back. */
export const oauthAuthorizeResponseSchema = z.object({ url: z.string(), state: z.string() });
export type OAuthAuthorizeResponse = z.infer<typeof oauthAuthorizeResponseSchema>;

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
export type OAuthTokens = z.infer<typeof oauthLoginResponseSchema>;

/**
 * A first social sign-in creates no account yet: the shopper must agree to the terms and the
 * privacy notice first. `signup_token` carries the provider's profile (signed, 10 minutes) to
 * POST /v1/oauth/{provider}/signup.
 */
export const oauthSignupNeededSchema = z.object({
  signup_token: z.string(),
  provider: oauthProviderSchema,
  nickname: z.string().nullable(),
  email: z.string().nullable(),
});
export type OAuthSignupNeeded = z.infer<typeof oauthSignupNeededSchema>;

/** POST /v1/oauth/{provider}/login: the tokens of a known member, or the consent step. */
export const oauthLoginAnswerSchema = z.union([oauthLoginResponseSchema, oauthSignupNeededSchema]);
export type OAuthLoginAnswer = z.infer<typeof oauthLoginAnswerSchema>;

export const oauthSignupRequestSchema = z.object({
  signup_token: z.string().min(1, oauthMessages.signupExpired),
  agree_terms: z.literal(true, { error: oauthMessages.termsRequired }),
  agree_privacy: z.literal(true, { error: oauthMessages.privacyRequired }),
  sns_confirm: z.boolean().default(false),
  email_confirm: z.boolean().default(false),
});
export type OAuthSignupRequest = z.input<typeof oauthSignupRequestSchema>;
