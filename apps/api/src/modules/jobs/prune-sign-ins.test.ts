import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { createMember } from '../../db/factories';
import {
  idempotencyKeys,
  oauthStates,
  passwordResetTokens,
  refreshTokens,
} from '../../db/schema/index';
import { statesExpiredBy } from '../accounts/oauth-service';
import { createSessionService } from '../accounts/sessions-service';
import { createIdempotencyService } from '../idempotency/service';
import { pruneSignInsJob } from './prune-sign-ins';

const MINUTE = 60_000;

describe('statesExpiredBy', () => {
  it('is ten minutes before now: a state that old can no longer finish a sign-in', () => {
    expect(statesExpiredBy(new Date('2026-01-01T10:10:00Z'))).toEqual(
      new Date('2026-01-01T10:00:00Z'),
    );
  });
});

describe('pruning expired sign-in data', () => {
  const t = useTestApp();

  it('deletes expired refresh tokens, reset links and old states; keeps the live ones', async () => {
    const db = t.database.db;
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
    const member = await createMember(db);
    const familyId = randomUUID();
    const token = (hash: string, expiresAt: Date) => ({
      id: randomUUID(),
      memberId: member.id,
      familyId,
      tokenHash: hash,
      expiresAt,
    });
    await db
      .insert(refreshTokens)
      .values([token('expired', at(-1)), token('expires-now', now), token('live', at(60))]);
    await db.insert(passwordResetTokens).values([
      { memberId: member.id, tokenHash: 'reset-expired', expiresAt: at(-5) },
      { memberId: member.id, tokenHash: 'reset-live', expiresAt: at(25) },
    ]);
    await db.insert(oauthStates).values([
      { state: 'old', provider: 'kakao', nonce: 'n1', createdAt: at(-11) },
      { state: 'old-used', provider: 'naver', nonce: 'n2', createdAt: at(-30), usedAt: at(-29) },
      { state: 'fresh', provider: 'kakao', nonce: 'n3', createdAt: at(-9) },
    ]);

    await db.insert(idempotencyKeys).values([
      { memberId: member.id, route: 'POST /v1/orders/done', key: 'old', requestHash: 'h' },
      { memberId: member.id, route: 'POST /v1/orders/done', key: 'new', requestHash: 'h' },
    ]);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: at(-25 * 60) })
      .where(eq(idempotencyKeys.key, 'old'));

    const job = pruneSignInsJob({
      sessions: createSessionService({ db }),
      oauth: t.app.services.oauth,
      idempotency: createIdempotencyService({ db }),
    });
    expect(await job.run(now)).toEqual({
      refreshTokens: 2,
      resetTokens: 1,
      oauthStates: 2,
      idempotencyKeys: 1,
    });

    expect((await db.select().from(refreshTokens)).map((r) => r.tokenHash)).toEqual(['live']);
    expect((await db.select().from(passwordResetTokens)).map((r) => r.tokenHash)).toEqual([
      'reset-live',
    ]);
    expect((await db.select().from(oauthStates)).map((r) => r.state)).toEqual(['fresh']);
    expect(
      (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.memberId, member.id))).map(
        (r) => r.key,
      ),
    ).toEqual(['new']);
    // Nothing left to do the second time.
    expect(await job.run(now)).toEqual({
      refreshTokens: 0,
      resetTokens: 0,
      oauthStates: 0,
      idempotencyKeys: 0,
    });
  });
});
