import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const execFileAsync = promisify(execFile);

/**
 * A client tool of PostgreSQL on `url`: the password goes in PGPASSWORD, so that neither the
 * process list nor an error's command line shows it.
 */
function runTool(tool: string, args: string[], url?: string) {
  if (!url) return execFileAsync(tool, args);
  const bare = new URL(url);
  const password = decodeURIComponent(bare.password);
  bare.password = '';
  return execFileAsync(tool, [...args, `--dbname=${bare.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
}

/** A database to back up: a PostgreSQL URL, or a PGlite data folder (DATA_DIR/pglite). */
export type BackupSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Row counts of every table outside PostgreSQL's own schemas, as `schema.table` → rows. */
export async function tableCounts(query: Query): Promise<Map<string, number>> {
  const { rows } = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts = new Map<string, number>();
  for (const { schema, name } of rows as { schema: string; name: string }[]) {
    const quoted = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    const result = await query(`select count(*)::int as n from ${quoted}`);
    counts.set(`${schema}.${name}`, Number(result.rows[0]!.n));
  }
  return counts;
}

export interface CountRow {
  table: string;
  source: number | null;
  restored: number | null;
}

/** Every table of either side with both counts; `differences` lists those that differ. */
export function compareCounts(source: Map<string, number>, restored: Map<string, number>) {
  const tables = [...new Set([...source.keys(), ...restored.keys()])].sort();
  const rows: CountRow[] = tables.map((table) => ({
    table,
    source: source.get(table) ?? null,
    restored: restored.get(table) ?? null,
  }));
  return { rows, differences: rows.filter((r) => r.source !== r.restored) };
}

export function formatCounts(rows: CountRow[]): string {
  const width = Math.max(5, ...rows.map((r) => r.table.length));
  const line = (table: string, a: string, b: string, mark: string) =>
    `${table.padEnd(width)}  ${a.padStart(9)}  ${b.padStart(9)}  ${mark}`;
  return [
    line('table', 'source', 'restored', ''),
    ...rows.map((r) =>
      line(
        r.table,
        String(r.source ?? '-'),
        String(r.restored ?? '-'),
        r.source === r.restored ? '' : '≠',
      ),
    ),
  ].join('\n');
}

const pgQuery =
  (client: pg.Client): Query =>
  (text) =>
    client.query(text);

const majorOf = (version: string) => Number(/(\d+)/.exec(version)?.[1] ?? Number.NaN);

/**
 * pg_dump refuses a server newer than itself, and a dump from an older pg_dump can miss what a
 * newer server has: the client tools' major version must be the server's (or newer).
 */
export async function checkPgTools(url: string): Promise<{ tools: string; server: string }> {
  const { stdout } = await runTool('pg_dump', ['--version']);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    const server = rows[0]!.server_version;
    const tools = stdout.trim();
    if (majorOf(tools.replace(/^\D+/, '')) < majorOf(server)) {
      throw new Error(`${tools} is older than the server (${server}): install the matching client`);
    }
    return { tools, server };
  } finally {
    await client.end();
  }
}

/**
 * `pg_dump -Fc` of the database at `url` into `file`, and the row counts of the very snapshot it
 * dumped (taken in a transaction whose snapshot pg_dump shares), so that writes of a running shop
 * meanwhile do not count as differences.
 */
export async function dumpPostgres(url: string, file: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const counts = await tableCounts(pgQuery(client));
    await runTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${file}`],
      url,
    );
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

/** `pg_restore` of a custom-format dump into the (empty) database at `url`. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await runTool('pg_restore', ['--no-owner', '--exit-on-error', file], url);
}

/** The URL of another database on the same server as `url`. */
export function siblingUrl(url: string, database: string): string {
  const sibling = new URL(url);
  sibling.pathname = `/${database}`;
  return sibling.toString();
}

/**
 * A PGlite data folder as one gzipped tar (PGlite's `dumpDataDir`), and its row counts. One
 * process at a time may open the folder: the shop must be stopped.
 */
export async function dumpPglite(dir: string, file: string): Promise<Map<string, number>> {
  if (!existsSync(dir)) throw new Error(`no PGlite data folder at ${dir}`);
  const db = new PGlite({ extensions: { pg_trgm }, dataDir: dir });
  try {
    await db.waitReady;
    const counts = await tableCounts((text) => db.query<Record<string, unknown>>(text));
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return counts;
  } finally {
    await db.close();
  }
}

/** Unpacks a `dumpPglite` file into a new data folder (refused when `dir` holds anything). */
export async function restorePglite(file: string, dir: string): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`${dir} is not empty: restore into a new folder`);
  }
  const db = new PGlite({
    extensions: { pg_trgm },
    dataDir: dir,
    loadDataDir: new Blob([await readFile(file)]),
  });
  await db.waitReady;
  await db.close();
}

async function pgliteCounts(dir: string) {
  const db = new PGlite({ extensions: { pg_trgm }, dataDir: dir });
  try {
    await db.waitReady;
    return await tableCounts((text) => db.query<Record<string, unknown>>(text));
  } finally {
    await db.close();
  }
}

async function postgresCounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tableCounts(pgQuery(client));
  } finally {
    await client.end();
  }
}

async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Backs `source` up into `workDir`, restores the backup into a fresh database (a new database on
 * the same PostgreSQL server, dropped afterwards; a new PGlite folder in `workDir`) and compares
 * the row counts of every table.
 */
export async function backupCheck(source: BackupSource, workDir: string) {
  if (source.kind === 'pglite') {
    const file = `${workDir}/shop.pglite.tar.gz`;
    const before = await dumpPglite(source.dir, file);
    const restoredDir = `${workDir}/restored-pglite`;
    await restorePglite(file, restoredDir);
    return { file, ...compareCounts(before, await pgliteCounts(restoredDir)) };
  }
  await checkPgTools(source.url);
  const file = `${workDir}/shop.dump`;
  const before = await dumpPostgres(source.url, file);
  const scratch = `shop_restore_check_${randomBytes(4).toString('hex')}`;
  await onServer(source.url, (c) => c.query(`create database ${scratch}`));
  try {
    const url = siblingUrl(source.url, scratch);
    await restorePostgres(file, url);
    return { file, ...compareCounts(before, await postgresCounts(url)) };
  } finally {
    await onServer(source.url, (c) => c.query(`drop database if exists ${scratch} with (force)`));
  }
}
