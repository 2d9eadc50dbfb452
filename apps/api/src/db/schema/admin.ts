import { index, integer, json, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { members } from './members';

/** Every write made in the back office: who, what, on which target, with what detail, when. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: identityId(),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: json('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt),
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
  ],
);
