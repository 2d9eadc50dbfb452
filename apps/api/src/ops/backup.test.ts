import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../../test/global-setup';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createItem, createMember } from '../db/factories';
import { type BackupSource, backupCheck, compareCounts, restorePglite } from './backup';

const setup = inject('database');
let workDir: string;
let source: BackupSource;
let dropSource = async () => {};

async function fill(handle: DatabaseHandle) {
  await createMember(handle.db);
  await createItem(handle.db, { options: { S: 3, M: 4 } });
  await createItem(handle.db);
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
  if (setup.kind === 'pglite') {
    const dir = path.join(workDir, 'data', 'pglite');
    // A data folder of its own, started from the run's migrated copy.
    const migrated = new Blob([await readFile(setup.dumpFile)]);
    const handle = await openDatabase({ dataDir: dir, loadDataDir: migrated });
    await fill(handle);
    await handle.close();
    source = { kind: 'pglite', dir };
    return;
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: setup.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${setup.template}`);
  const url = databaseUrlFor(setup.serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await fill(handle);
  await handle.close();
  source = { kind: 'postgres', url };
  dropSource = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}, 60_000);
afterAll(async () => {
  await dropSource();
  await rm(workDir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every table with as many rows as the backed-up database', async () => {
    const { rows, differences } = await backupCheck(source, workDir);
    expect(differences).toEqual([]);
    const count = (table: string) => rows.find((r) => r.table === table);
    expect(count('public.members')).toMatchObject({ source: 1, restored: 1 });
    expect(count('public.item_options')).toMatchObject({ source: 3, restored: 3 });
    expect(count('public.stock_movements')).toMatchObject({ source: 3, restored: 3 });
    // The migrations' own record comes back too, so the restored shop starts without migrating.
    expect(count('drizzle.__drizzle_migrations')?.restored).toBeGreaterThan(0);
  }, 60_000);

  it('tells a table missing or short in the restored database', () => {
    const { differences } = compareCounts(
      new Map([
        ['public.orders', 2],
        ['public.items', 5],
      ]),
      new Map([['public.orders', 1]]),
    );
    expect(differences).toEqual([
      { table: 'public.items', source: 5, restored: null },
      { table: 'public.orders', source: 2, restored: 1 },
    ]);
  });

  it.runIf(setup.kind === 'pglite')('restores a PGlite backup only into a new folder', async () => {
    await expect(restorePglite(path.join(workDir, 'missing.tar.gz'), workDir)).rejects.toThrow(
      'not empty',
    );
  });
});
