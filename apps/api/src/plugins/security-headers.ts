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

/** Sends helmet's headers on every answer; a route may still override one (e.g. its own CSP). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
