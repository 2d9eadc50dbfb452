import type { Database } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import * as repo from './auth-repo';
import { RESET_TOKEN_TTL_MINUTES } from './tokens';

/**
 * A new single-use password link for the member, valid RESET_TOKEN_TTL_MINUTES; the links sent
 * before it stop working. Only the token's hash is kept.
 */
export async function issueResetLink(
  db: Database,
  memberId: number,
  publicUrl: string,
): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await repo.retireResetTokens(tx, memberId);
    await repo.insertResetToken(tx, {
      memberId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
  });
  return `${publicUrl}/find-password/token=${token}`;
}
