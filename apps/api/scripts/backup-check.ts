// Backs up the shop's database (DATABASE_URL, or else the PGlite folder under DATA_DIR, with
// the shop stopped), restores the backup into a fresh database and compares the row counts of
// every table. Exit 0: the restore holds every row; 1: a table differs; 2: could not check.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { describeError } from '../src/lib/logging';
import { type BackupSource, backupCheck, formatCounts } from '../src/ops/backup';
import { pgliteOpenWarning } from '../src/ops/pglite-folder';

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const source: BackupSource = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') };
  if (source.kind === 'pglite') {
    const warning = pgliteOpenWarning(source.dir);
    if (warning) console.warn(warning);
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'shop-backup-check-'));
  try {
    console.log(
      source.kind === 'postgres'
        ? 'PostgreSQL: pg_dump -Fc, pg_restore into a scratch database'
        : `PGlite ${source.dir}: dumpDataDir, restored into a new folder`,
    );
    const { rows, differences } = await backupCheck(source, workDir);
    console.log(formatCounts(rows));
    console.log(
      differences.length === 0
        ? `restore holds every row of ${rows.length} tables`
        : `${differences.length} table(s) differ after the restore`,
    );
    return differences.length === 0 ? 0 : 1;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`backup check failed: ${describeError(error)}`);
    process.exit(2);
  },
);
