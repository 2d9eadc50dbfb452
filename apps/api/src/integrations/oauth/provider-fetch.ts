import { OAuthProviderError, type SocialProvider } from './social';

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body; undefined when the body is not JSON. */
  json: unknown;
  text: string;
}

const providerNames: Record<SocialProvider, string> = { kakao: 'Kakao', naver: 'Naver' };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One call to a provider, whatever its status; no answer in time becomes an OAuthProviderError. */
export async function fetchProvider(
  provider: SocialProvider,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  const who = providerNames[provider];
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, json: parseJson(text), text };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new OAuthProviderError(
        provider,
        0,
        'TIMEOUT',
        `${who} did not answer within ${timeoutMs} ms`,
        {
          cause: error,
        },
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new OAuthProviderError(
      provider,
      0,
      'NETWORK_ERROR',
      `${who} could not be reached: ${reason}`,
      {
        cause: error,
      },
    );
  }
}

/** An answer that is not what the protocol promises. */
export function invalidResponse(
  provider: SocialProvider,
  answer: ProviderAnswer,
  what: string,
): OAuthProviderError {
  const body = answer.text.slice(0, 200) || '(empty body)';
  return new OAuthProviderError(
    provider,
    answer.status,
    'INVALID_RESPONSE',
    `${providerNames[provider]} answered ${answer.status} without ${what}: ${body}`,
  );
}

/**
 * A GET with the member's access token, the way both providers' profile calls take it. The token
 * may hold + / =: it goes into the header exactly as issued.
 */
export const fetchWithToken = (
  provider: SocialProvider,
  url: string,
  accessToken: string,
  timeoutMs: number,
) =>
  fetchProvider(
    provider,
    url,
    { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } },
    timeoutMs,
  );
