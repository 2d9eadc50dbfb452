import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownerId, updatedAt } from './columns';

export const memberRole = pgEnum('member_role', ['member', 'admin']);

/**
 * Invisible and direction-changing characters a nickname may not hold: the contract refuses them
 * (every Unicode format and control character); this list backs it up for any other writer.
 */
const NICKNAME_INVISIBLE_PATTERN =
  '[\\u0001-\\u001F\\u007F-\\u009F\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F' +
  '\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFFB' +
  '\\U000E0000-\\U000E0FFF]';

export const members = pgTable(
  'members',
  {
    id: identityId(),
    userId: text('user_id').notNull(),
    /** Null for members who only sign in through a social provider. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    phone: text('phone'),
    email: text('email'),
    snsConfirm: boolean('sns_confirm').notNull().default(false),
    emailConfirm: boolean('email_confirm').notNull().default(false),
    role: memberRole('role').notNull().default('member'),
    /**
     * Access and refresh tokens issued before this instant (whole seconds, like a JWT's `iat`)
     * are refused: set by a password change or reset and by signing out everywhere.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** 회원 탈퇴: the profile was erased then; the row stays for the orders that name it. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Why they left, as they chose to say (for the shop's own statistics; no identity). */
    withdrawalReason: text('withdrawal_reason'),
    /** Brought from another shop ('cafe24') without a password: they set one on first sign-in. */
    importedFrom: text('imported_from'),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_user_id_key').on(sql`lower(${t.userId})`),
    // Look-alikes (NFD Hangul, full-width letters, other case) are one nickname.
    uniqueIndex('members_nickname_key').on(sql`lower(normalize(${t.nickname}, NFKC))`),
    check(
      'members_nickname_visible',
      sql`${t.nickname} !~ ${sql.raw(`'${NICKNAME_INVISIBLE_PATTERN}'`)}`,
    ),
    uniqueIndex('members_email_key').on(t.email),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    memberId: ownerId('member_id', () => members.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** Set when the token is rotated (replacedBy) or its family is revoked. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: identityId(),
  memberId: ownerId('member_id', () => members.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: identityId(),
    memberId: ownerId('member_id', () => members.id),
    deliveryName: text('delivery_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    email: text('email').notNull().default(''),
    postCode: text('post_code').notNull(),
    address: text('address').notNull(),
    detailAddress: text('detail_address').notNull().default(''),
    recipientPhone: text('recipient_phone').notNull(),
    requirements: text('requirements').notNull().default(''),
    isBase: boolean('is_base').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_addresses_member_idx').on(t.memberId),
    uniqueIndex('delivery_addresses_one_base_key').on(t.memberId).where(sql`${t.isBase}`),
  ],
);
