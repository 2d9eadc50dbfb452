import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/errors';
import { authText } from '../modules/auth/messages';

export interface RateLimitSettings {
  max: number;
  windowMs: number;
  redis?: Redis | undefined;
}

/**
 * Registers the limiter without a global limit: routes opt in with `config.rateLimit`. With
 * Redis the counts are shared by every instance of the API.
 */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings) {
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not lock everyone out of sign-in: count nothing rather than fail.
    skipOnError: true,
    max: settings.max,
    timeWindow: settings.windowMs,
    ...(settings.redis ? { redis: settings.redis, nameSpace: 'shop-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, authText.tooManyRequests, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
}

/** Route config for the calls that guess at accounts: sign-in, find-id, find-password. */
export const accountGuessLimit = (settings: RateLimitSettings) => ({
  rateLimit: { max: settings.max, timeWindow: settings.windowMs },
});

/** The duplicate check runs on every blur of three fields, so it gets more room. */
export const duplicateCheckLimit = (settings: RateLimitSettings) => ({
  rateLimit: { max: settings.max * 3, timeWindow: settings.windowMs },
});
