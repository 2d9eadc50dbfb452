import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../lib/paths';
import type { Database, DatabaseHandle } from './client';

/** Applies the pending migrations of drizzle/ to `db` (inside the handle's startup lock). */
export async function migrate(handle: DatabaseHandle, db: Database = handle.db): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
