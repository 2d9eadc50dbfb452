import type { Database, Executor } from '../../db/client';
import * as repo from './auth-repo';

/** Rows deleted per statement, so that pruning never holds the tables for long. */
const PRUNE_BATCH = 500;

/**
 * A member's sessions: one per sign-in, the family of refresh tokens it rotates through. Access
 * tokens name their session, so ending it refuses them as well, on every instance at once.
 */
export function createSessionService({ db }: { db: Database }) {
  return {
    isOpen: (memberId: number, sessionId: string) => repo.isFamilyLive(db, memberId, sessionId),
    end: (memberId: number, sessionId: string, executor: Executor = db) =>
      repo.revokeMemberFamily(executor, memberId, sessionId),
    endAll: (memberId: number, executor: Executor = db) =>
      repo.revokeAllForMember(executor, memberId),
    /**
     * Deletes the refresh tokens and password-reset links that expired by `now`, in short
     * batches; answers how many of each went.
     */
    async pruneExpired(now: Date) {
      const total = { refreshTokens: 0, resetTokens: 0 };
      for (;;) {
        const deleted = await repo.deleteExpiredTokens(db, now, PRUNE_BATCH);
        total.refreshTokens += deleted.refreshTokens;
        total.resetTokens += deleted.resetTokens;
        if (deleted.refreshTokens < PRUNE_BATCH && deleted.resetTokens < PRUNE_BATCH) return total;
      }
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
