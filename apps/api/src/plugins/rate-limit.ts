import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/errors';
import { authText } from '../modules/accounts/auth-messages';

/**
 * The Redis namespace of this shop's counters: the configured one, or one derived from the
 * database, so two shops (or two test runs) on one Redis never share counts while the
 * instances of one shop always do.
 */
export function rateLimitNamespace(configured: string | undefined, databaseIdentity: string) {
  return configured ?? createHash('sha256').update(databaseIdentity).digest('hex').slice(0, 16);
}

/**
 * Registers the per-address request limiter without a global limit: routes opt in with
 * `config.rateLimit`. With Redis the counts are shared by every instance of the API.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  settings: { namespace: string; redis?: Redis | undefined },
) {
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not lock everyone out: count nothing rather than fail.
    skipOnError: true,
    ...(settings.redis
      ? { redis: settings.redis, nameSpace: `shop:${settings.namespace}:requests:` }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, authText.tooManyRequests, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
}

/** Route config: at most `max` calls per address and minute. */
export const perMinuteLimit = (max: number) => ({
  rateLimit: { max, timeWindow: 60_000 },
});
