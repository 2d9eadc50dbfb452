import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteBatch, firstRow } from '../../db/rows';
import { oauthStates, socialAccounts } from '../../db/schema/index';

export async function insertState(db: Executor, values: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(values);
}

/** Uses a state once, if it is the provider's and younger than `since`; answers its nonce. */
export async function consumeState(db: Executor, state: string, provider: string, since: Date) {
  return firstRow(
    db
      .update(oauthStates)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oauthStates.state, state),
          eq(oauthStates.provider, provider),
          isNull(oauthStates.usedAt),
          gt(oauthStates.createdAt, since),
        ),
      )
      .returning({ nonce: oauthStates.nonce }),
  );
}

export async function findAccount(db: Executor, provider: string, providerUserId: string) {
  return firstRow(
    db
      .select()
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.provider, provider),
          eq(socialAccounts.providerUserId, providerUserId),
        ),
      ),
  );
}

export async function insertAccount(db: Executor, values: typeof socialAccounts.$inferInsert) {
  await db.insert(socialAccounts).values(values);
}

/** Deletes up to `batch` states started at or before `before` (used or not); answers how many. */
export function deleteStatesBefore(db: Executor, before: Date, batch: number) {
  return deleteBatch(db, oauthStates, oauthStates.state, lte(oauthStates.createdAt, before), batch);
}
