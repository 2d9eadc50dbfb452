import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { injectFetch } from '@shop/sandboxes/testing';
import type { Redis } from 'ioredis';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import type { FetchImage } from '../src/integrations/images/remote-image';
import { createMailer } from '../src/integrations/mail/mailer';
import { createOutbox, type Outbox } from '../src/integrations/mail/outbox';
import type { Messaging } from '../src/integrations/messaging/messaging';
import type { FileStorage } from '../src/integrations/storage/storage';
import { createTossClient, type TossClient } from '../src/integrations/toss/client';
import type { SocialClient } from '../src/modules/accounts/oauth-service';
import type { JobRunnerTuning } from '../src/modules/jobs/runner';
import { openTestDatabase } from './database';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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
 * the shop's own failure limits, no catalog cache and no job runner unless `env` says otherwise.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    webDist?: string;
    redis?: Redis;
    /** Also listen on a free loopback port, for a test that calls the app over real HTTP. */
    listen?: boolean;
    /**
     * The payment provider, e.g. the in-process fake. By default the shop's own Toss client
     * talks to the app's Toss sandbox through `app.inject`: no port is needed to reach it.
     */
    toss?: TossClient;
    /** Kakao and Naver Login, e.g. the in-process fakes (`createKakaoFake`, `createNaverFake`). */
    kakao?: SocialClient;
    naver?: SocialClient;
    /** Where uploads go instead of the test's data folder. */
    storage?: FileStorage;
    /** KakaoTalk AlimTalk, e.g. the in-process fake (`createMessagingFake`). */
    messaging?: Messaging;
    /** Reads product sheets' image addresses, e.g. a fake image host. */
    fetchImage?: FetchImage;
    /** Log at `info` into this stream (otherwise the app logs nothing). */
    logStream?: { write(line: string): void };
    /** Schedules and polling of the job runner (with `JOBS_ENABLED: 'true'`). */
    jobs?: JobRunnerTuning;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const port = options.listen ? await freePort() : 0;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: options.listen ? `http://127.0.0.1:${port}` : 'http://shop.test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    CATALOG_CACHE_TTL_MS: '0',
    JOBS_ENABLED: 'false',
    PORT: String(port),
    // Tests play the provider's webhooks themselves, when and as often as they mean to.
    TOSS_SANDBOX_WEBHOOK_URL: 'none',
    ...options.env,
  });
  const outbox = createOutbox(path.join(dataDir, 'outbox'));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox });
  let built: App | undefined;
  const toSandbox = (...args: Parameters<typeof fetch>) => {
    if (!built) throw new Error('the app is not built yet');
    return injectFetch(built)(...args);
  };
  const toss =
    options.toss ??
    (config.sandbox && config.toss.sandbox
      ? createTossClient({
          baseUrl: config.toss.apiBaseUrl,
          secretKey: config.toss.secretKey,
          fetch: toSandbox,
        })
      : undefined);
  const app = await buildApp({
    config,
    database,
    mailer,
    outbox,
    redis: options.redis,
    toss,
    kakao: options.kakao,
    naver: options.naver,
    storage: options.storage,
    ...(options.messaging ? { messaging: options.messaging } : {}),
    ...(options.fetchImage ? { fetchImage: options.fetchImage } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    logStream: options.logStream ?? false,
    webDist: options.webDist ?? path.join(dataDir, 'no-web-build'),
  });
  built = app;
  await app.ready();
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
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
