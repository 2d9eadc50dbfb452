import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a repository function takes: the database or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Which database this is (server and name, or data folder): shared state is keyed by it. */
  identity: string;
  /**
   * Number of SQL statements sent through `db` so far, transaction control left out so that both
   * databases count alike (tests assert query counts with it).
   */
  queryCount(): number;
  /** Runs `fn` holding a cluster-wide lock, so that several instances migrate and seed in turn. */
  withStartupLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Raw SQL beside Drizzle, for the job runner's library. With values: one statement. Without:
   * a script, rolled back as a whole when it fails, so that the connection is never left inside
   * an aborted transaction of its own.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL; PGlite has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; in memory when omitted. */
  dataDir?: string | undefined;
  /** A PGlite data-folder dump to start from (tests start from a migrated copy). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** Told when the server cuts an idle pooled connection (the pool recovers by itself). */
  onIdleError?: (error: Error) => void;
}

const STARTUP_LOCK = 0x0dd0_5eed;

/**
 * The planner's default cost of a random page read (4) assumes spinning disks and makes it read
 * every product rather than follow the search's array indexes, although testing each row's
 * arrays costs far more than the pages it saves (decision 020). 1.1 suits data on SSD or in
 * memory, as it is here.
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' };

/** Transaction control, which Drizzle sends as statements on PostgreSQL but not on PGlite. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

function counter() {
  let count = 0;
  const logger: Logger = {
    logQuery: (query) => {
      if (!TRANSACTION_CONTROL.test(query)) count += 1;
    },
  };
  return { logger, read: () => count };
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const { logger, read } = counter();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: Object.entries(PLANNER_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    // An idle connection the server closes (a restart, a failover, a terminated backend) is
    // dropped by the pool and replaced on the next query; unheard, its error would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    const url = new URL(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      identity: `postgres://${url.hostname}:${url.port || '5432'}${url.pathname}`,
      queryCount: read,
      async withStartupLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await fn(drizzlePg(client, { schema }) as unknown as Database);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
          client.release();
        }
      },
      async executeSql(text, values) {
        if (values?.length) return pool.query(text, values);
        const client = await pool.connect();
        try {
          const result = await client.query(text);
          // A script answers one result per statement; its caller wants the last one.
          return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }

  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = new PGlite({
    // Trigram indexes serve the catalog's substring search, as on PostgreSQL.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) {
    await client.exec(`set ${name} = ${value}`);
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    identity: options.dataDir
      ? `pglite:${path.resolve(options.dataDir)}`
      : `pglite:memory:${randomUUID()}`,
    queryCount: read,
    // One process owns an embedded database: there is nobody to wait for.
    withStartupLock: (fn) => fn(db),
    // Through the one connection, queued behind any open transaction like every other query.
    async executeSql(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      // Inside a transaction of PGlite's own: its ROLLBACK ends the script's transaction too.
      return client.transaction(async (tx) => {
        const results = await tx.exec(text);
        return results.at(-1) ?? { rows: [] };
      });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
