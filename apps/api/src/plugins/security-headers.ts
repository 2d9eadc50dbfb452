import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. They are the same for every request
 * (no CSP nonces), and running helmet's middleware chain per request cost about 40% of a
 * catalog answer's throughput here, so the values come from helmet and the per-request work is
 * one assignment.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet(options) as unknown as (
    req: { headers: Record<string, string> },
    res: typeof response,
    next: (error?: unknown) => void,
  ) => void;
  middleware({ headers: {} }, response, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What a JSON answer of the API needs (OWASP's REST headers): no type sniffing, HTTPS, no
 * framing, no referrer. The page policy and the document-only headers are left out: a browser
 * never renders these answers, and the 1.4 KB they weigh halved the catalog's throughput.
 */
export function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ];
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
  for (const name of kept) {
    const value = pageHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

const API_PREFIX = '/v1/';

/**
 * Sends helmet's headers on every answer, and the short API set on `/v1/` answers; a route may
 * still override one (e.g. its own CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const pageHeaders = helmetHeaders(options);
  const forApi = apiHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(API_PREFIX) ? forApi : pageHeaders);
    done();
  });
}

/** Toss Payments' browser origins: the SDK script, its widget frames and their API calls. */
export const TOSS_BROWSER_ORIGINS = ['https://js.tosspayments.com', 'https://*.tosspayments.com'];

export interface ContentPolicyOptions {
  /** Real Toss keys: the page loads Toss's SDK and frames. The sandbox is served from 'self'. */
  realToss: boolean;
  /** The postcode script the page loads ('' when the search is off) and its frame origins. */
  postcode: {
    scriptUrl: string;
    frameOrigins: readonly string[];
    scriptOrigins: readonly string[];
  };
  /** Where uploaded images are served from besides the shop (object storage, its CDN). */
  imageOrigins?: readonly string[];
}

/**
 * The storefront's CSP: only its own origin, plus the outside services it is configured to load.
 * In sandbox mode every service is local, so the policy stays `'self'`.
 */
export function storefrontContentPolicy({
  realToss,
  postcode,
  imageOrigins = [],
}: ContentPolicyOptions): NonNullable<
  Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']
> {
  const scriptSrc = ["'self'"];
  const frameSrc = ["'self'"];
  const connectSrc = ["'self'"];
  const imgSrc = ["'self'", 'data:', 'blob:'];
  if (realToss) {
    scriptSrc.push(...TOSS_BROWSER_ORIGINS);
    frameSrc.push(...TOSS_BROWSER_ORIGINS);
    connectSrc.push(...TOSS_BROWSER_ORIGINS);
    imgSrc.push(...TOSS_BROWSER_ORIGINS);
  }
  if (/^https?:\/\//.test(postcode.scriptUrl)) {
    const origin = new URL(postcode.scriptUrl).origin;
    for (const allowed of [origin, ...postcode.scriptOrigins]) {
      if (!scriptSrc.includes(allowed)) scriptSrc.push(allowed);
    }
    frameSrc.push(...postcode.frameOrigins);
  }
  for (const origin of imageOrigins) if (!imgSrc.includes(origin)) imgSrc.push(origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    frameSrc,
    connectSrc,
    imgSrc,
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
