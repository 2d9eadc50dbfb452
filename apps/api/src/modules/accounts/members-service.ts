import { randomInt } from 'node:crypto';
import type { Delivery, deliveryInputSchema } from '@shop/contract/delivery';
import { deliveryMessages } from '@shop/contract/delivery';
import {
  type checkRequestSchema,
  type findIdRequestSchema,
  normalizeNickname,
  removeInvisibleCharacters,
  type signupRequestSchema,
  type UserInfo,
  type updateMeRequestSchema,
  userMessages,
} from '@shop/contract/users';
import { withdrawalMessages } from '@shop/contract/withdrawal';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { cleanPlainText } from '../../lib/sanitize';
import { usersText } from './members-messages';
import * as repo from './members-repo';
import type { SessionService } from './sessions-service';
import { nowInWholeSeconds } from './tokens';

type SignupInput = z.output<typeof signupRequestSchema>;
type CheckInput = z.output<typeof checkRequestSchema>;
type UpdateMeInput = z.output<typeof updateMeRequestSchema>;
type FindIdInput = z.output<typeof findIdRequestSchema>;
type DeliveryInput = z.output<typeof deliveryInputSchema>;

const takenMessage: Record<repo.UniqueField, string> = {
  user_id: usersText.userIdTaken,
  nickname: usersText.nicknameTaken,
  email: usersText.emailTaken,
};
const constraintField: Record<string, repo.UniqueField> = {
  members_user_id_key: 'user_id',
  members_nickname_key: 'nickname',
  members_email_key: 'email',
};

export function toUserInfo(member: repo.Member): UserInfo {
  return {
    id: member.userId,
    name: member.name,
    nickname: member.nickname,
    phone_num: member.phone,
    email: member.email,
    sns_confirm: member.snsConfirm,
    email_confirm: member.emailConfirm,
    role: member.role,
    has_password: member.passwordHash !== null,
  };
}

function toDelivery(row: repo.DeliveryRow): Delivery {
  return {
    delivery_id: row.id,
    delivery_name: row.deliveryName,
    name: row.recipientName,
    email: row.email,
    post_code: row.postCode,
    address: row.address,
    detail_address: row.detailAddress,
    recipient_phone: row.recipientPhone,
    requirements: row.requirements,
    is_base_delivery: row.isBase,
  };
}

/** Runs a write that may break a unique constraint, answering 409 with the field's message. */
async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const field = constraint === undefined ? undefined : constraintField[constraint];
    if (field) throw conflict(takenMessage[field]);
    throw error;
  }
}

/**
 * A change of password or email must be confirmed with the current password, so that a token
 * read once is not enough to take the account. Members without one (Kakao/Naver only) cannot.
 */
async function confirmCurrentPassword(member: repo.Member, current: string | undefined) {
  if (member.passwordHash === null) throw forbidden(usersText.noPasswordToConfirm);
  if (!current) {
    throw new HttpError(422, [
      {
        loc: ['body', 'current_password'],
        msg: userMessages.currentPasswordRequired,
        type: 'missing',
      },
    ]);
  }
  if (!(await verifyPassword(member.passwordHash, current))) {
    throw forbidden(usersText.currentPasswordWrong);
  }
}

/** A member's name and mail address, for the notices the shop sends about their orders. */
export async function memberContact(db: Executor, memberId: number) {
  const member = await repo.findMemberById(db, memberId);
  return member ? { name: member.name, email: member.email } : undefined;
}

/** A member's name, mail address and own phone, for notices about no order (재입고 알림). */
export async function memberReach(db: Executor, memberId: number) {
  const member = await repo.findMemberById(db, memberId);
  if (!member || member.withdrawnAt) return undefined;
  return { name: member.name, email: member.email, phone: member.phone };
}

export function createUserService({ db, sessions }: { db: Database; sessions: SessionService }) {
  /** 409 when another member holds one of the values (`self`'s own values are fine). */
  async function assertFree(values: Partial<Record<repo.UniqueField, string>>, self?: repo.Member) {
    for (const field of ['user_id', 'nickname', 'email'] as const) {
      const value = values[field];
      if (value === undefined) continue;
      if (await repo.isTaken(db, field, value, self?.id)) throw conflict(takenMessage[field]);
    }
  }

  async function requireMember(memberId: number) {
    const member = await repo.findMemberById(db, memberId);
    if (!member) throw unauthorized(usersText.memberGone);
    return member;
  }

  /**
   * Ends every session of the member: their refresh tokens are revoked and every token issued
   * before this second is refused (`patch` is written in the same transaction).
   */
  async function endSessions(
    memberId: number,
    patch: Partial<repo.NewMember> = {},
    executor?: Executor,
  ): Promise<repo.Member | undefined> {
    const run = async (tx: Executor) => {
      const row = await guardUnique(() =>
        repo.updateMember(tx, memberId, { ...patch, tokensValidAfter: nowInWholeSeconds() }),
      );
      await sessions.endAll(memberId, tx);
      return row;
    };
    return executor ? run(executor) : db.transaction(run);
  }

  return {
    findById: (id: number) => repo.findMemberById(db, id),
    findByUserId: (userId: string) => repo.findMemberByUserId(db, userId),
    /** The role and token cutoff of a member, read once per authenticated request. */
    authState: (id: number) => repo.findAuthState(db, id),

    /** Sets a new password (a reset by mail) and ends every session of the member. */
    async changePassword(memberId: number, passwordHash: string, executor: Executor = db) {
      await endSessions(memberId, { passwordHash }, executor);
    },

    /** How the member confirms a withdrawal: their password, or a fresh consent without one. */
    async withdrawalConfirmation(memberId: number): Promise<'password' | 'consent'> {
      return (await requireMember(memberId)).passwordHash === null ? 'consent' : 'password';
    },

    /** The member's password, checked before a withdrawal (a social-only member has none). */
    async confirmWithdrawal(memberId: number, password: string | undefined) {
      const member = await requireMember(memberId);
      if (member.passwordHash === null) return;
      if (!password) {
        throw new HttpError(422, [
          { loc: ['body', 'password'], msg: withdrawalMessages.passwordRequired, type: 'missing' },
        ]);
      }
      if (!(await verifyPassword(member.passwordHash, password))) {
        throw forbidden(withdrawalMessages.passwordWrong);
      }
    },

    /**
     * 회원 탈퇴, inside the caller's transaction: the profile erased, the addresses and social
     * links deleted, every session ended.
     */
    async erase(tx: Executor, memberId: number, at: Date, reason: string | null) {
      await repo.eraseProfile(tx, memberId, at, reason);
      await endSessions(memberId, {}, tx);
    },

    /** Signs the member out everywhere. */
    async endAllSessions(memberId: number) {
      await endSessions(memberId);
    },

    async signup(input: SignupInput): Promise<UserInfo> {
      await assertFree({ user_id: input.user_id, nickname: input.nickname, email: input.email });
      const passwordHash = await hashPassword(input.password);
      const member = await guardUnique(() =>
        repo.insertMember(db, {
          userId: input.user_id,
          passwordHash,
          name: input.name,
          nickname: input.nickname,
          phone: input.phone_num,
          email: input.email,
          snsConfirm: input.sns_confirm,
          emailConfirm: input.email_confirm,
        }),
      );
      return toUserInfo(member);
    },

    /** The duplicate check looks at one field: nickname, else email, else user_id. */
    async check(input: CheckInput): Promise<'found' | 'not_found'> {
      const [field, value] = input.nickname
        ? (['nickname', input.nickname] as const)
        : input.email
          ? (['email', input.email] as const)
          : (['user_id', input.user_id ?? ''] as const);
      return (await repo.isTaken(db, field, value)) ? 'found' : 'not_found';
    },

    async me(memberId: number): Promise<UserInfo> {
      return toUserInfo(await requireMember(memberId));
    },

    /**
     * Changes what was sent. A new password or another email needs the current password; a new
     * password ends every session of the member, this one included.
     */
    async updateMe(memberId: number, input: UpdateMeInput): Promise<UserInfo> {
      const member = await requireMember(memberId);
      const emailChanges = input.email !== undefined && input.email !== member.email;
      if (input.password !== undefined || emailChanges) {
        await confirmCurrentPassword(member, input.current_password);
      }
      await assertFree({ nickname: input.nickname, email: input.email }, member);
      const patch: Partial<repo.NewMember> = {
        ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.phone_num !== undefined ? { phone: input.phone_num } : {}),
        ...(input.agreeToSMS !== undefined ? { snsConfirm: input.agreeToSMS } : {}),
        ...(input.agreeToEmailMarketing !== undefined
          ? { emailConfirm: input.agreeToEmailMarketing }
          : {}),
      };
      const updated = input.password
        ? await endSessions(memberId, {
            ...patch,
            passwordHash: await hashPassword(input.password),
          })
        : await guardUnique(() => repo.updateMember(db, memberId, patch));
      if (!updated) throw unauthorized(usersText.memberGone);
      return toUserInfo(updated);
    },

    async findId(input: FindIdInput): Promise<string> {
      const found = await repo.findMemberByIdentity(db, {
        name: input.name,
        phone: input.phone_num,
        email: input.email,
      });
      if (!found) throw notFound(usersText.noMatchingMember);
      return found.userId;
    },

    async listDeliveries(memberId: number): Promise<Delivery[]> {
      return (await repo.listDeliveries(db, memberId)).map(toDelivery);
    },

    /** Adds an address; the first one, or one marked default, becomes the only default. */
    async addDelivery(memberId: number, input: DeliveryInput): Promise<Delivery> {
      await requireMember(memberId);
      const row = await db.transaction(async (tx) => {
        const isBase = input.is_base_delivery || (await repo.countDeliveries(tx, memberId)) === 0;
        if (isBase) await repo.clearBaseDelivery(tx, memberId);
        return repo.insertDelivery(tx, {
          memberId,
          deliveryName: input.delivery_name,
          recipientName: input.name,
          email: input.email,
          postCode: input.post_code,
          address: input.address,
          detailAddress: input.detail_address,
          recipientPhone: input.recipient_phone,
          requirements: input.requirements,
          isBase,
        });
      });
      return toDelivery(row);
    },

    /** Makes one of the member's addresses the default (the only one). */
    async setBaseDelivery(memberId: number, deliveryId: number): Promise<Delivery[]> {
      await db.transaction(async (tx) => {
        await repo.clearBaseDelivery(tx, memberId);
        if (!(await repo.markBaseDelivery(tx, memberId, deliveryId))) {
          throw notFound(deliveryMessages.notFound);
        }
      });
      return (await repo.listDeliveries(db, memberId)).map(toDelivery);
    },

    /** Deletes one of the member's addresses; when it was the default, the newest one takes over. */
    async deleteDelivery(memberId: number, deliveryId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await repo.deleteDelivery(tx, memberId, deliveryId);
        if (!deleted) throw notFound(deliveryMessages.notFound);
        if (deleted.isBase) await repo.promoteNewestDelivery(tx, memberId);
      });
    },

    /**
     * A member for a social identity: a generated ID (they sign in through the provider, never
     * with a password), the provider's nickname made unique, and the email only if nobody has it.
     */
    async createSocialMember(
      profile: {
        provider: 'kakao' | 'naver';
        id: string;
        nickname: string | null;
        name: string | null;
        email: string | null;
        phone: string | null;
      },
      executor: Executor = db,
      consents: { snsConfirm: boolean; emailConfirm: boolean } = {
        snsConfirm: false,
        emailConfirm: false,
      },
    ): Promise<repo.Member> {
      const fallback = profile.provider === 'kakao' ? '카카오회원' : '네이버회원';
      const base = normalizeNickname(
        removeInvisibleCharacters(cleanPlainText(profile.nickname ?? profile.name ?? '')),
      ).replace(/[<>]/g, '');
      const stem = [...(base.length >= 2 ? base : fallback)].slice(0, 8).join('');
      let nickname = stem;
      for (let i = 0; await repo.isTaken(executor, 'nickname', nickname); i += 1) {
        nickname = `${stem}${randomInt(1000, 10000)}`;
        if (i > 20) throw new Error('no free nickname');
      }
      const email = profile.email?.toLowerCase() ?? null;
      const emailFree = email !== null && !(await repo.isTaken(executor, 'email', email));
      return repo.insertMember(executor, {
        userId: `${profile.provider}_${sha256(`${profile.provider}:${profile.id}`).slice(0, 16)}`,
        passwordHash: null,
        name: cleanPlainText(profile.name ?? '') || nickname,
        nickname,
        phone: profile.phone,
        email: emailFree ? email : null,
        ...consents,
      });
    },

    /**
     * Creates the configured admin, or brings an existing member of that ID up to admin. A
     * configured password that differs from theirs ends their sessions, like any password change.
     */
    async ensureAdmin(admin: { userId: string; password: string; nickname: string }) {
      const passwordHash = await hashPassword(admin.password);
      const existing = await repo.findMemberByUserId(db, admin.userId);
      if (existing) {
        const same =
          existing.passwordHash !== null &&
          (await verifyPassword(existing.passwordHash, admin.password));
        if (same) await repo.updateMember(db, existing.id, { passwordHash, role: 'admin' });
        else await endSessions(existing.id, { passwordHash, role: 'admin' });
        return;
      }
      await guardUnique(() =>
        repo.insertMember(db, {
          userId: admin.userId,
          passwordHash,
          name: '관리자',
          nickname: normalizeNickname(removeInvisibleCharacters(admin.nickname)),
          role: 'admin',
        }),
      );
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
