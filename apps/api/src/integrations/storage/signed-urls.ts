import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How long a signed address works: enough to read a post and edit it, short enough that a copied
 * link, a screenshot of it or a browser history entry soon opens nothing.
 */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;
/**
 * Expiries are rounded up to this step, so a file keeps one address for a few minutes: a post
 * fetched again shows the same `src`, which the browser does not load again.
 */
const STEP_SECONDS = 5 * 60;

/** Addresses of private files that work without a token (an <img> sends none) for a while. */
export interface UrlSigner {
  /** `path?exp=<unix seconds>&sig=<HMAC>`, valid for an hour or a little more. */
  sign(path: string): string;
  /** True when `sig` was made here for exactly this `path` and `exp`, and `exp` lies ahead. */
  verify(path: string, exp: string | undefined, sig: string | undefined): boolean;
}

export function createUrlSigner(secret: string, options: { now?: () => number } = {}): UrlSigner {
  const now = options.now ?? Date.now;
  // A key of its own, derived from the server secret: a signature here is never a token's MAC.
  const key = createHmac('sha256', secret).update('signed-upload-urls').digest();
  const mac = (path: string, exp: string) =>
    createHmac('sha256', key).update(`${path}\n${exp}`).digest('base64url');
  return {
    sign(path) {
      const until = Math.floor(now() / 1000) + SIGNED_URL_TTL_SECONDS;
      const exp = String(Math.ceil(until / STEP_SECONDS) * STEP_SECONDS);
      return `${path}?exp=${exp}&sig=${mac(path, exp)}`;
    },
    verify(path, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= now()) return false;
      const given = Buffer.from(sig);
      const expected = Buffer.from(mac(path, exp));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The address without its signature (what is stored), e.g. as the editor sends it back. */
export const unsignedUrl = (url: string) => url.split('?')[0] ?? url;
