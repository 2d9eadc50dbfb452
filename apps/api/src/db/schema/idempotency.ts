import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members';

/**
 * One `Idempotency-Key` a member sent to a route that takes money or stock, with the answer
 * given. While the answer is missing the first request is still being worked on. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Method and route pattern, e.g. `POST /v1/orders/:order_id/cancel`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the path parameters and body: the same key for another request is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    /** The answer as sent (JSON text), replayed byte for byte. */
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_member_route_key').on(t.memberId, t.route, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
