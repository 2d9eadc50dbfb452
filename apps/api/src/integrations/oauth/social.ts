import { ProviderError } from '../provider-error';

export type SocialProvider = 'kakao' | 'naver';

/** Who signed in with a social login, in the shape the shop stores. */
export interface SocialProfile {
  provider: SocialProvider;
  /** Provider user id as a string (Kakao's int64 id stringified exactly; Naver's app-scoped id). */
  id: string;
  nickname: string | null;
  name: string | null;
  /** Only when the provider says it is usable (Kakao: is_email_valid && is_email_verified). */
  email: string | null;
  /** Domestic format 010-1234-5678. */
  phone: string | null;
}

/**
 * The provider refused (`code` is its own: KOE320, invalid_request, -401, 024, …), answered
 * something we cannot use (INVALID_RESPONSE, INVALID_ID_TOKEN), or did not answer at all: then
 * `status` is 0 and `code` is NETWORK_ERROR or TIMEOUT.
 */
export class OAuthProviderError extends ProviderError {
  override name = 'OAuthProviderError';

  constructor(
    readonly provider: SocialProvider,
    ...error: ConstructorParameters<typeof ProviderError>
  ) {
    super(...error);
  }
}
