/**
 * Fills the database with made-up products for measuring search at scale:
 *
 *   npm run seed:bulk -- 100000                          # PGlite in DATA_DIR (./data)
 *   DATABASE_URL=postgres://… npm run seed:bulk -- 100000  # that PostgreSQL database
 *
 * Migrates first. Products are added in batches of 1,000 (two statements per batch).
 */
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedBulk } from '../src/db/seed/bulk';

const count = Number(process.argv[2] ?? '100000');
if (!Number.isInteger(count) || count < 1) throw new Error('usage: seed:bulk -- <count>');
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL
    ? undefined
    : path.join(process.env.DATA_DIR ?? 'data', 'pglite'),
});
const started = Date.now();
try {
  await migrate(database);
  await seedBulk(database.db, count, (done) => {
    if (done % 10_000 === 0 || done === count) {
      console.log(
        `  ${done.toLocaleString('en-US')} products (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  });
  console.log(
    `seeded ${count.toLocaleString('en-US')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
