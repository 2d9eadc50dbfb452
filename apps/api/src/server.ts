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
import { createStorage } from './integrations/storage/create-storage';
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
  const storage = await createStorage(config);
  const seeded = await database.withStartupLock(async (db) => {
    await migrate(database, db);
    return config.seedDemoData ? seedDemoData(db, storage) : false;
  });

  const outbox = createOutbox(path.join(config.dataDir, 'outbox'));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  const app = await buildApp({ config, database, mailer, outbox, redis, storage });
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

  // SIGTERM: stop answering ready, keep serving while the load balancer notices, then close
  // (in-flight requests and a job run under way finish), all within the grace delay.
  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    app.drain();
    if (!err && config.shutdownDrainMs > 0) {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    // Closing waits for every open connection: one whose request finishes after the close began
    // would otherwise stay open, idle, until its keep-alive ends (72 s).
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 200);
    await app.close();
    clearInterval(idleSweep);
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
