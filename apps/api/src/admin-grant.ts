import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { HttpError } from './lib/errors';
import { createAdminMemberService } from './modules/accounts/admin-service';
import { createAuditService } from './modules/audit/service';
import { createAdminOrderService } from './modules/orders/admin-service';
import { adminPaymentOf } from './modules/payments/service';
import { createPointService } from './modules/points/service';

/**
 * `npm run admin:grant -w apps/api -- <userId>`: gives an existing member the admin role, with
 * the same database settings as the server (DATABASE_URL, or PGlite under DATA_DIR, which the
 * server must not hold open at the same time).
 */
async function main(): Promise<number> {
  const userId = process.argv[2]?.trim();
  if (!userId) {
    console.error('usage: npm run admin:grant -w apps/api -- <userId>');
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.withStartupLock((db) => migrate(database, db));
    const db = database.db;
    const audit = createAuditService({ db });
    const members = createAdminMemberService({
      db,
      orders: createAdminOrderService({
        db,
        audit,
        points: createPointService({ db, audit }),
        payments: { present: adminPaymentOf },
      }),
      audit,
    });
    const member = await members.grantByUserId(userId);
    console.log(`${member.user_id} (${member.nickname}) is an admin now.`);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(`${userId}: ${String(error.detail)}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
