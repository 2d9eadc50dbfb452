import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** The two timestamps most tables carry, as `timestamptz` set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The table's own id, numbered by the database. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** The row it belongs to: required, and the row goes when that one is deleted. */
export const ownerId = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** A row it must name and that may not be deleted while it does. */
export const requiredId = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);
