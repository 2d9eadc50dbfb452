import { and, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteBatch, firstRow, foundOne } from '../../db/rows';
import { passwordResetTokens, refreshTokens } from '../../db/schema/index';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  return firstRow(db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)));
}

/** Marks a live token as replaced; false when somebody else rotated or revoked it first. */
export async function rotateRefreshToken(db: Executor, id: string, replacedBy: string) {
  return foundOne(
    db
      .update(refreshTokens)
      .set({ revokedAt: new Date(), replacedBy })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id }),
  );
}

/** Revokes the tokens `which` picks that are not revoked yet. */
async function revokeLive(db: Executor, ...which: SQL[]): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...which, isNull(refreshTokens.revokedAt)));
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await revokeLive(db, eq(refreshTokens.familyId, familyId));
}

/** Revokes one of the member's families; another member's family is left alone. */
export async function revokeMemberFamily(
  db: Executor,
  memberId: number,
  familyId: string,
): Promise<void> {
  await revokeLive(db, eq(refreshTokens.familyId, familyId), eq(refreshTokens.memberId, memberId));
}

/** Whether the member's family still has a token that can be refreshed: the session is open. */
export async function isFamilyLive(
  db: Executor,
  memberId: number,
  familyId: string,
): Promise<boolean> {
  return foundOne(
    db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          eq(refreshTokens.memberId, memberId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1),
  );
}

export async function revokeAllForMember(db: Executor, memberId: number): Promise<void> {
  await revokeLive(db, eq(refreshTokens.memberId, memberId));
}

export async function insertResetToken(
  db: Executor,
  values: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Ends the member's earlier reset links, so that only the newest mail works. */
export async function retireResetTokens(db: Executor, memberId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
}

/** Whether the member holds an unused reset link issued after `since`. */
export async function hasResetTokenSince(
  db: Executor,
  memberId: number,
  since: Date,
): Promise<boolean> {
  return foundOne(
    db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.memberId, memberId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.createdAt, since),
        ),
      )
      .limit(1),
  );
}

export async function findResetToken(db: Executor, tokenHash: string) {
  return firstRow(
    db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)),
  );
}

/** Uses a reset token once: false when it was used, or expired, in the meantime. */
export async function consumeResetToken(db: Executor, id: number): Promise<boolean> {
  return foundOne(
    db
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.id, id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordResetTokens.id }),
  );
}

/**
 * Deletes up to `batch` refresh tokens and reset links that expired at or before `now`; answers
 * how many went. An expired token is refused whatever its row says, so nothing is lost.
 */
export async function deleteExpiredTokens(db: Executor, now: Date, batch: number) {
  const expired = (table: typeof refreshTokens | typeof passwordResetTokens) =>
    deleteBatch(db, table, table.id, lte(table.expiresAt, now), batch);
  return {
    refreshTokens: await expired(refreshTokens),
    resetTokens: await expired(passwordResetTokens),
  };
}
