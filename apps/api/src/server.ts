import { existsSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed/demo';
import { createMailer } from './integrations/mail/mailer';
import { createOutbox } from './integrations/mail/outbox';
import { createLocalStorage } from './integrations/storage/local';
import { describeError } from './lib/logging';

async function main() {
  const startedAt = performance.now();
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    onIdleError: (error) =>
      console.warn(`database connection closed by the server: ${error.message}`),
  });
  const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
  const seeded = await database.withStartupLock(async (db) => {
    await migrate(database, db);
    return config.seedDemoData ? seedDemoData(db, storage) : false;
  });

  const outbox = createOutbox(path.join(config.dataDir, 'outbox'));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  const app = await buildApp({ config, database, mailer, outbox, redis });
  if (config.admin) await app.services.users.ensureAdmin(config.admin);

  app.server.keepAliveTimeout = 72_000;
  app.server.requestTimeout = 30_000;
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: database.kind,
      seeded,
      sandbox: config.sandbox,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `shop ready at ${config.publicUrl}`,
  );

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    mailer.close();
    redis?.disconnect();
    await database.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    // A failed statement at start (migrations, seed, the admin account) must not print its values.
    console.error(`start failed: ${describeError(error)}`);
  }
  process.exit(1);
});
