import type { Database, Executor } from '../../db/client';
import { pruneInBatches } from '../../lib/prune';
import * as repo from './auth-repo';

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
      await pruneInBatches(async (limit) => {
        const deleted = await repo.deleteExpiredTokens(db, now, limit);
        total.refreshTokens += deleted.refreshTokens;
        total.resetTokens += deleted.resetTokens;
        // Another batch while either kind filled this one.
        return Math.max(deleted.refreshTokens, deleted.resetTokens);
      });
      return total;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
