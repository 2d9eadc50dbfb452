import { randomUUID } from 'node:crypto';
import type {
  findPasswordRequestSchema,
  SigninResponse,
  setNewPasswordRequestSchema,
  signinRequestSchema,
  TokenPair,
} from '@shop/contract/users';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { sha256 } from '../../lib/crypto';
import { badRequest, HttpError, unauthorized } from '../../lib/errors';
import { burnVerification, hashPassword, verifyPassword } from '../../lib/passwords';
import { authText } from './auth-messages';
import * as repo from './auth-repo';
import { createPasswordSetup, needsPasswordSetup } from './first-signin';
import type { UserService } from './members-service';
import { issueResetLink } from './reset-link';
import { passwordResetMail } from './reset-mail';
import type { SessionService } from './sessions-service';
import { type TokenSigner, wholeSeconds } from './tokens';

type SigninInput = z.output<typeof signinRequestSchema>;
type FindPasswordInput = z.output<typeof findPasswordRequestSchema>;
type SetNewPasswordInput = z.output<typeof setNewPasswordRequestSchema>;

export interface AuthDeps {
  db: Database;
  tokens: TokenSigner;
  mailer: Mailer;
  users: Pick<UserService, 'findById' | 'findByUserId' | 'changePassword' | 'endAllSessions'>;
  sessions: SessionService;
  publicUrl: string;
}

/** Thrown inside the refresh transaction to roll it back when the old token was already spent. */
class SpentRefreshToken extends Error {}

export function createAuthService({ db, tokens, mailer, users, sessions, publicUrl }: AuthDeps) {
  /** A new access token and a refresh token of `familyId` (a new family on sign-in). */
  async function issueTokens(
    executor: Executor,
    member: { id: number; role: 'member' | 'admin' },
    familyId: string = randomUUID(),
  ): Promise<{ pair: TokenPair; tokenId: string }> {
    const refresh = await tokens.signRefresh(member.id, familyId);
    await repo.insertRefreshToken(executor, {
      id: refresh.tokenId,
      memberId: member.id,
      familyId,
      tokenHash: sha256(refresh.token),
      expiresAt: refresh.expiresAt,
    });
    const access_token = await tokens.signAccess({
      memberId: member.id,
      role: member.role,
      sessionId: familyId,
    });
    return { pair: { access_token, refresh_token: refresh.token }, tokenId: refresh.tokenId };
  }

  const requirePasswordSetup = createPasswordSetup({ db, mailer, publicUrl });

  async function reused(familyId: string): Promise<never> {
    await repo.revokeFamily(db, familyId);
    throw unauthorized(authText.refreshReused);
  }

  return {
    /** A new sign-in (token family) for a member who proved who they are elsewhere. */
    issueTokens: async (member: { id: number; role: 'member' | 'admin' }) =>
      (await issueTokens(db, member)).pair,

    async signin(input: SigninInput): Promise<SigninResponse> {
      const member = await users.findByUserId(input.user_id);
      // Only a real imported ID answers so; an unknown one fails as a wrong password does.
      if (member && needsPasswordSetup(member)) return requirePasswordSetup(member);
      if (!member?.passwordHash) {
        await burnVerification(input.password);
        throw unauthorized(authText.badCredentials);
      }
      if (!(await verifyPassword(member.passwordHash, input.password))) {
        throw unauthorized(authText.badCredentials);
      }
      const { pair: token } = await issueTokens(db, member);
      return {
        id: member.userId,
        name: member.name,
        nickname: member.nickname,
        role: member.role,
        token,
      };
    },

    /**
     * Trades a refresh token for a new pair. The old one is spent; presenting a spent one again
     * means it was copied, so its whole family is revoked and everybody holding it signs in anew.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const verified = await tokens.verifyRefresh(refreshToken);
      if (!verified.ok) {
        throw unauthorized(
          verified.reason === 'expired' ? authText.tokenExpired : authText.tokenInvalid,
        );
      }
      const row = await repo.findRefreshToken(db, sha256(refreshToken));
      if (!row || row.id !== verified.claims.tokenId) throw unauthorized(authText.tokenInvalid);
      if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(authText.tokenExpired);

      if (row.revokedAt) {
        if (row.replacedBy) return reused(row.familyId);
        throw unauthorized(authText.tokenInvalid);
      }
      const member = await users.findById(row.memberId);
      if (!member) throw unauthorized(authText.tokenInvalid);
      if (
        member.tokensValidAfter &&
        verified.claims.issuedAt < wholeSeconds(member.tokensValidAfter)
      ) {
        throw unauthorized(authText.sessionEnded);
      }
      try {
        return await db.transaction(async (tx) => {
          const next = await issueTokens(tx, member, row.familyId);
          if (!(await repo.rotateRefreshToken(tx, row.id, next.tokenId))) {
            throw new SpentRefreshToken();
          }
          return next.pair;
        });
      } catch (error) {
        if (error instanceof SpentRefreshToken) return reused(row.familyId);
        throw error;
      }
    },

    /**
     * Mails a single-use reset link when the ID and email belong to one member. The answer is
     * the same either way, so the form cannot be used to learn who is a member.
     */
    async requestPasswordReset(input: FindPasswordInput): Promise<string> {
      const member = await users.findByUserId(input.user_id);
      if (!member || member.email !== input.email) return authText.resetMailSent;

      const link = await issueResetLink(db, member.id, publicUrl);
      try {
        await mailer.send(passwordResetMail(input.email, member.name, link));
      } catch {
        throw new HttpError(503, authText.resetMailFailed);
      }
      return authText.resetMailSent;
    },

    /** Sets a new password with a reset token, once, within its 30 minutes; ends all sessions. */
    async setNewPassword(input: SetNewPasswordInput): Promise<string> {
      const row = await repo.findResetToken(db, sha256(input.verification_token));
      if (!row || row.usedAt) throw badRequest(authText.resetLinkInvalid);
      if (row.expiresAt.getTime() <= Date.now()) throw badRequest(authText.resetLinkExpired);

      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        if (!(await repo.consumeResetToken(tx, row.id)))
          throw badRequest(authText.resetLinkInvalid);
        await users.changePassword(row.memberId, passwordHash, tx);
      });
      return authText.passwordReset;
    },

    /**
     * Signs out one device: the session of the access token and the one of the refresh token
     * (the same, unless the device mixed up its tokens) end; another member's are left alone.
     */
    async logout(member: { id: number; sessionId: string }, refreshToken: string): Promise<void> {
      await sessions.end(member.id, member.sessionId);
      const verified = await tokens.verifyRefresh(refreshToken);
      if (verified.ok && verified.claims.familyId !== member.sessionId) {
        await sessions.end(member.id, verified.claims.familyId);
      }
    },

    /** Signs the member out on every device. */
    logoutEverywhere: (memberId: number) => users.endAllSessions(memberId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
