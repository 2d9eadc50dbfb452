import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownerId, updatedAt } from './columns';
import { members } from './members';

export const qnaPosts = pgTable(
  'qna_posts',
  {
    id: identityId(),
    authorId: ownerId('author_id', () => members.id),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    payload: text('payload').notNull(),
    /** The payload's text (of the public copy), for searching content rather than tags. */
    payloadText: text('payload_text').notNull(),
    /**
     * The copy everybody but the writer and the operator reads, personal details hidden
     * (lib/privacy-mask); null when there was nothing to hide.
     */
    publicTitle: text('public_title'),
    publicPayload: text('public_payload'),
    /** What was hidden (phone, email, rrn, account, address). */
    maskedKinds: text('masked_kinds').array().notNull().default(sql`'{}'::text[]`),
    isSecret: boolean('is_secret').notNull().default(false),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('qna_posts_created_idx').on(t.createdAt),
    // The file route asks, for every Q&A image it serves, whether a public post owns it.
    index('qna_posts_image_urls_idx').using('gin', t.imageUrls),
  ],
);

export const qnaComments = pgTable(
  'qna_comments',
  {
    id: identityId(),
    qnaId: ownerId('qna_id', () => qnaPosts.id),
    authorId: ownerId('author_id', () => members.id),
    /** Plain text. */
    payload: text('payload').notNull(),
    /** As the post's: the copy others read, personal details hidden; null when nothing was. */
    publicPayload: text('public_payload'),
    maskedKinds: text('masked_kinds').array().notNull().default(sql`'{}'::text[]`),
    /** Written by an admin: the shop's answer. */
    isAnswer: boolean('is_answer').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('qna_comments_qna_idx').on(t.qnaId)],
);

/** Who has seen what on which day: a view counts once per viewer a day. */
export const contentViews = pgTable(
  'content_views',
  {
    kind: text('kind').notNull(),
    contentId: integer('content_id').notNull(),
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.contentId, t.viewer, t.day] })],
);

/** A social sign-in started by the shop: the state (and Kakao nonce) the login must bring back. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    memberId: ownerId('member_id', () => members.id),
    createdAt: createdAt(),
  },
  (t) => [unique('social_accounts_identity_key').on(t.provider, t.providerUserId)],
);
