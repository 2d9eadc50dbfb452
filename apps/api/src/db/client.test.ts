import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../../test/global-setup';
import { openDatabase } from './client';

const setup = inject('database');

describe.runIf(setup.kind === 'postgres')('a PostgreSQL pool', () => {
  it('outlives an idle connection the server terminates, and answers the next query', async () => {
    const { serverUrl, template } = setup as { serverUrl: string; template: string };
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
    try {
      await database.ping();
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      // The idle client's error arrives on its own; the process must still be here after it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
