import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { databaseUrlFor } from './global-setup';

/** A migrated database of this test file's own, dropped again by `close()`. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const setup = inject('database');
  if (setup.kind === 'pglite') {
    const dump = new Blob([await readFile(setup.dumpFile)]);
    return openDatabase({ loadDataDir: dump });
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: setup.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${setup.template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(setup.serverUrl, name),
    poolSize: 5,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: setup.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
