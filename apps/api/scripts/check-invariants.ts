// Checks the shop's ledgers against the rows they account for (money, stock, order history) on
// the database of DATABASE_URL, or else the PGlite folder under DATA_DIR (the shop stopped: one
// process at a time opens it). Exit 0: all hold; 1: differences, printed; 2: could not check.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { describeError } from '../src/lib/logging';
import { checkInvariants, formatInvariants } from '../src/ops/invariants';
import { pgliteOpenWarning } from '../src/ops/pglite-folder';

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    console.error(`no database: set DATABASE_URL, or DATA_DIR to a folder holding pglite/`);
    return 2;
  }
  if (!config.databaseUrl) {
    const warning = pgliteOpenWarning(pgliteDir);
    if (warning) console.warn(warning);
  }
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 1 } : { dataDir: pgliteDir },
  );
  try {
    console.log(`invariants of ${database.identity}`);
    const results = await checkInvariants(database.db);
    console.log(formatInvariants(results));
    const failed = results.filter((r) => r.differences.length > 0).length;
    console.log(failed === 0 ? 'all invariants hold' : `${failed} invariant(s) broken`);
    return failed === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check failed: ${describeError(error)}`);
    process.exit(2);
  },
);
