import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { pruneInBatches } from '../../lib/prune';
import * as repo from './repo';

/** How long a key answers with its first response. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A key left without an answer this long lost its request (the process stopped mid-way): the
 * next request with it does the work. Longer than any request takes with the provider's waits.
 */
export const IN_FLIGHT_TIMEOUT_MS = 2 * 60 * 1000;

/** What a request with an `Idempotency-Key` is to do. */
export type Claim =
  | { kind: 'claimed'; id: number }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' };

/** SHA-256 of a request's parameters and body, as validated (key order as the schema's). */
export function requestHash(request: { params: unknown; body: unknown }): string {
  return createHash('sha256')
    .update(JSON.stringify([request.params ?? null, request.body ?? null]))
    .digest('hex');
}

/**
 * Idempotency keys: the first request with a key claims it and its answer is kept; the same
 * request again replays that answer, another request with the key is refused.
 */
export function createIdempotencyService({ db }: { db: Database }) {
  return {
    async claim(of: repo.KeyOf, hash: string, now = new Date()): Promise<Claim> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const id = await repo.insertKey(db, { ...of, requestHash: hash });
        if (id !== undefined) return { kind: 'claimed', id };
        const row = await repo.findKey(db, of);
        if (!row) continue; // pruned or given up meanwhile: insert again
        const limits = {
          expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS),
          abandonedBefore: new Date(now.getTime() - IN_FLIGHT_TIMEOUT_MS),
        };
        const expired = row.createdAt < limits.expiredBefore;
        const abandoned = row.responseStatus === null && row.createdAt < limits.abandonedBefore;
        if (expired || abandoned) {
          const restarted = await repo.restartKey(db, row.id, hash, limits);
          if (restarted !== undefined) return { kind: 'claimed', id: restarted };
          continue;
        }
        if (row.requestHash !== hash) return { kind: 'mismatch' };
        if (row.responseStatus === null || row.responseBody === null) return { kind: 'in_flight' };
        return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
      }
      return { kind: 'in_flight' };
    },

    /** Keeps the answer the claimed request got. */
    complete: (id: number, status: number, body: string) => repo.saveResponse(db, id, status, body),

    /** Gives the key up (the request failed on the server's side): the next try does the work. */
    release: (id: number) => repo.deleteKey(db, id),

    /** Deletes keys older than a day, in batches (short statements); answers how many. */
    async pruneExpired(now: Date) {
      const before = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
      return pruneInBatches((limit) => repo.deleteOlderThan(db, before, limit));
    },
  };
}
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
