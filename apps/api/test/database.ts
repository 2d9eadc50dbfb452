import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { databaseUrlFor } from './global-setup';

/**
 * Drops a test database once the pool's connections have really gone (pool.end() resolves a
 * little before they do): forcing it earlier would cut a closing connection, which node-postgres
 * reports as an unhandled error. Forces only as a last resort.
 */
async function dropQuietly(client: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

/**
 * A migrated database of this test file's own, dropped again by `close()`; with `empty`, one with
 * no migrations yet (to test the migrations themselves).
 */
export async function openTestDatabase({ empty = false } = {}): Promise<DatabaseHandle> {
  const setup = inject('database');
  if (setup.kind === 'pglite') {
    if (empty) return openDatabase({});
    const dump = new Blob([await readFile(setup.dumpFile)]);
    return openDatabase({ loadDataDir: dump });
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: setup.serverUrl });
  await admin.connect();
  try {
    await admin.query(
      empty ? `create database ${name}` : `create database ${name} template ${setup.template}`,
    );
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(setup.serverUrl, name),
    poolSize: empty ? 1 : 5,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: setup.serverUrl });
      await dropper.connect();
      try {
        await dropQuietly(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A pool of its own on the PostgreSQL database of `handle`, as a second instance of the shop
 * has. Closing it leaves the database to `handle`.
 */
export async function openSecondPool(handle: DatabaseHandle, poolSize = 5) {
  const setup = inject('database');
  if (setup.kind !== 'postgres' || handle.kind !== 'postgres') {
    throw new Error('a second pool on one database needs PostgreSQL');
  }
  const name = new URL(handle.identity).pathname.slice(1);
  return openDatabase({ databaseUrl: databaseUrlFor(setup.serverUrl, name), poolSize });
}
