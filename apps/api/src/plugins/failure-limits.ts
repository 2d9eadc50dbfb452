import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { HttpError } from '../lib/errors';

/** The calls that guess at accounts. Each has counters of its own. */
export type GuessKind =
  | 'signin'
  | 'find-id'
  | 'find-password'
  | 'oauth'
  | 'password-check'
  | 'guest-order';

export interface FailureLimitSettings {
  /** Failures one account may see per window, from any address. */
  accountMax: number;
  /** Failures one address may cause per window, across all accounts. */
  ipMax: number;
  windowMs: number;
  /** Keeps two shops (or two test runs) on one Redis apart. */
  namespace: string;
  redis?: Redis | undefined;
}

export interface Guesser {
  ip: string;
  /** The account the call is about (ID, e-mail or member number), when it names one. */
  account?: string | undefined;
}

export const failureLimitText = {
  tooMany: (minutes: number) => `실패한 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해주세요.`,
} as const;

/** Accounts are compared as the shop compares IDs: Unicode-normalized and case-folded. */
export const accountKey = (account: string) => account.normalize('NFKC').trim().toLowerCase();

/** A 4xx answer is the caller's failure; a 5xx is ours and costs the caller nothing. */
const isCallerFailure = (error: unknown) =>
  error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500;

function tooMany(rejection: RateLimiterRes): HttpError {
  const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  return new HttpError(429, failureLimitText.tooMany(Math.ceil(seconds / 60)), {
    'retry-after': String(seconds),
  });
}

/**
 * Counts failed guesses per account and per address, never successes, so that many members
 * signing in behind one carrier address are never slowed while an account under attack is.
 *
 * Each attempt reserves one failure on both counters before it runs (so parallel guesses cannot
 * overtake the limit) and gives it back when it succeeds. An account over its limit answers 429
 * before the password is looked at, so a right password then tells nothing either.
 */
export function createFailureLimits(settings: FailureLimitSettings) {
  const duration = Math.max(1, Math.ceil(settings.windowMs / 1000));
  const limiter = (name: string, points: number): RateLimiterAbstract => {
    const keyPrefix = `shop:${settings.namespace}:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!settings.redis) return memory;
    // A Redis outage falls back to counting in this instance rather than locking everyone out.
    return new RateLimiterRedis({
      storeClient: settings.redis,
      keyPrefix,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };
  const kinds: GuessKind[] = [
    'signin',
    'find-id',
    'find-password',
    'oauth',
    'password-check',
    'guest-order',
  ];
  const limiters = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      {
        account: limiter(`${kind}:account`, settings.accountMax),
        ip: limiter(`${kind}:ip`, settings.ipMax),
      },
    ]),
  ) as Record<GuessKind, { account: RateLimiterAbstract; ip: RateLimiterAbstract }>;

  async function reserve(limit: RateLimiterAbstract, key: string) {
    try {
      await limit.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooMany(rejection);
      throw rejection;
    }
  }

  return {
    /**
     * Runs `attempt` unless the account or the address has used up its failures. The attempt
     * counts as a failure when it throws a 4xx, or when `failed(result)` says so (for answers
     * that must look the same either way, such as the password-reset request).
     */
    async guard<T>(
      kind: GuessKind,
      who: Guesser,
      attempt: () => Promise<T>,
      failed: (result: T) => boolean = () => false,
    ): Promise<T> {
      const { account, ip } = limiters[kind];
      const accountId = who.account === undefined ? undefined : accountKey(who.account);
      if (accountId !== undefined) await reserve(account, accountId);
      try {
        await reserve(ip, who.ip);
      } catch (error) {
        if (accountId !== undefined) await account.reward(accountId);
        throw error;
      }

      let result: T;
      try {
        result = await attempt();
      } catch (error) {
        if (!isCallerFailure(error)) {
          await ip.reward(who.ip);
          if (accountId !== undefined) await account.reward(accountId);
        }
        throw error;
      }
      if (!failed(result)) {
        await ip.reward(who.ip);
        // A member who got in starts afresh: earlier typos do not add up to a lock-out.
        if (accountId !== undefined) await account.delete(accountId);
      }
      return result;
    },
  };
}
export type FailureLimits = ReturnType<typeof createFailureLimits>;
