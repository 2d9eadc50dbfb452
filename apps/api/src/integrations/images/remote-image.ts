import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { IMAGE_LIMITS } from '../storage/images';
import { BlockedAddressError, isPublicAddress, publicOnlyLookup } from './public-address';

/** An image read from a web address (a product sheet's 이미지 URL). */
export interface RemoteImage {
  bytes: Uint8Array;
  contentType: string;
}

/** Reads the image at `url`; throws when it cannot (the caller reports the address). */
export type FetchImage = (url: string) => Promise<RemoteImage>;

/** Redirects followed before giving up. */
const MAX_REDIRECTS = 3;

/**
 * Public web addresses only: an operator's sheet may name any URL, and the server must not be
 * made to read its own network (a metadata service, an admin port) for whoever wrote the file.
 * Every hop's host is checked: a literal IP here, a name by the connection's own lookup.
 */
function createPublicFetch(): typeof fetch {
  const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup } });
  return (async (input: string | URL, init?: RequestInit) => {
    let url = new URL(String(input));
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`unsupported address: ${url.protocol}`);
      }
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) !== 0 && !isPublicAddress(host)) throw new BlockedAddressError(host);
      const response = await undiciFetch(url, {
        ...(init as object),
        redirect: 'manual',
        dispatcher,
      }).catch((error: unknown) => {
        // The connection's refusal arrives as a generic 'fetch failed' with the reason inside.
        const cause = (error as { cause?: unknown }).cause;
        throw cause instanceof BlockedAddressError ? cause : error;
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return response as unknown as Response;
      }
      if (hop >= MAX_REDIRECTS) throw new Error('too many redirects');
      await response.body?.cancel();
      url = new URL(location, url);
    }
  }) as typeof fetch;
}

/**
 * Fetches over the web (public addresses only, unless a `fetch` is given) with a time limit and
 * the upload's size limit: a body larger than IMAGE_LIMITS.maxBytes is cut off while it arrives
 * rather than read whole.
 */
export function createImageFetcher({
  fetch: fetchFn = createPublicFetch(),
  timeoutMs = 15_000,
  maxBytes = IMAGE_LIMITS.maxBytes,
}: {
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
} = {}): FetchImage {
  return async (url) => {
    const response = await fetchFn(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'image/*' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) throw new Error('too large');
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new Error('too large');
      }
      chunks.push(value);
    }
    return {
      bytes: Buffer.concat(chunks),
      contentType: response.headers.get('content-type') ?? '',
    };
  };
}
