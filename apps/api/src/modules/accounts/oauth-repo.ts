import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { oauthStates, socialAccounts } from '../../db/schema/index';

export async function insertState(db: Executor, values: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(values);
}

/** Uses a state once, if it is the provider's and younger than `since`; answers its nonce. */
export async function consumeState(db: Executor, state: string, provider: string, since: Date) {
  const [row] = await db
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
    .returning({ nonce: oauthStates.nonce });
  return row;
}

export async function findAccount(db: Executor, provider: string, providerUserId: string) {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(
      and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)),
    );
  return row;
}

export async function insertAccount(db: Executor, values: typeof socialAccounts.$inferInsert) {
  await db.insert(socialAccounts).values(values);
}

/** Deletes up to `batch` states started at or before `before` (used or not); answers how many. */
export async function deleteStatesBefore(db: Executor, before: Date, batch: number) {
  const rows = await db
    .delete(oauthStates)
    .where(
      inArray(
        oauthStates.state,
        db
          .select({ state: oauthStates.state })
          .from(oauthStates)
          .where(lte(oauthStates.createdAt, before))
          .limit(batch),
      ),
    )
    .returning({ state: oauthStates.state });
  return rows.length;
}
