import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { createMailer } from '../src/integrations/mail/mailer';
import { createOutbox, type Outbox } from '../src/integrations/mail/outbox';
import { openTestDatabase } from './database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  outbox: Outbox;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app over a database of its own (or `database`, to share one), with test settings:
 * generous rate limits and no catalog cache unless `env` says otherwise.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    webDist?: string;
    redis?: Redis;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000',
    CATALOG_CACHE_TTL_MS: '0',
    ...options.env,
  });
  const outbox = createOutbox(path.join(dataDir, 'outbox'));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox });
  const app = await buildApp({
    config,
    database,
    mailer,
    outbox,
    redis: options.redis,
    logger: false,
    webDist: options.webDist ?? path.join(dataDir, 'no-web-build'),
  });
  await app.ready();
  return {
    app,
    database,
    outbox,
    dataDir,
    async close() {
      await app.close();
      mailer.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
