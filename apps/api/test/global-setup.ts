import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    database:
      | { kind: 'pglite'; dumpFile: string }
      | { kind: 'postgres'; serverUrl: string; template: string };
  }
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Migrates once per run. On PGlite the migrated data folder is dumped and every test file starts
 * from a copy; on PostgreSQL (DATABASE_URL) a template database is made and cloned per file.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    await migrate(handle);
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
      .$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-pglite-'));
    const dumpFile = path.join(dir, 'migrated.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('database', { kind: 'pglite', dumpFile });
    return () => rm(dir, { recursive: true, force: true });
  }

  const template = `shop_test_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(serverUrl, template),
    poolSize: 1,
  });
  await migrate(handle);
  await handle.close();
  project.provide('database', { kind: 'postgres', serverUrl, template });
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
