import type {
  FileFormat,
  TransferCounts,
  TransferKind,
  TransferRow,
  TransferStatus,
} from '@shop/contract/admin-transfers';
import { customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { members } from './members';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A file brought in or written out in the background: an import's checked rows and report, an
 * export's filter and finished file, and the progress of either.
 */
export const transferRuns = pgTable(
  'transfer_runs',
  {
    id: identityId(),
    kind: text('kind').$type<TransferKind>().notNull(),
    status: text('status').$type<TransferStatus>().notNull(),
    format: text('format').$type<FileFormat>().notNull(),
    sourceName: text('source_name'),
    /** What the run works on: an import's checked rows, an export's filter. Emptied when done. */
    input: jsonb('input').$type<unknown>().notNull(),
    /** An import's rows: what each would do (dry run), then what it did. */
    report: jsonb('report').$type<TransferRow[]>().notNull().default([]),
    counts: jsonb('counts')
      .$type<TransferCounts>()
      .notNull()
      .default({ create: 0, update: 0, unchanged: 0, error: 0 }),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    error: text('error'),
    /** A finished export. */
    fileName: text('file_name'),
    fileType: text('file_type'),
    file: bytea('file'),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('transfer_runs_status_idx').on(t.status, t.id),
    index('transfer_runs_created_idx').on(t.createdAt),
  ],
);
