import type { Database, Executor } from '../../db/client';
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
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
