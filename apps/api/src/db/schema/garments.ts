import type { Measures, MeasureTemplate } from '@shop/contract/measure-rules';
import { index, integer, json, pgTable, text } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { createdAt, identityId, ownerId } from './columns';
import { members } from './members';

/**
 * "내 옷": a garment the member owns and fits well, kept to compare products' 실측 with. Typed
 * in, or copied from a product bought here (`item_id` and `size` then say which).
 */
export const memberGarments = pgTable(
  'member_garments',
  {
    id: identityId(),
    memberId: ownerId('member_id', () => members.id),
    name: text('name').notNull(),
    template: text('template').$type<MeasureTemplate>().notNull(),
    values: json('values').$type<Measures>().notNull(),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    size: text('size'),
    createdAt: createdAt(),
  },
  (t) => [index('member_garments_member_idx').on(t.memberId, t.id)],
);
