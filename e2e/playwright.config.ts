import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
// E2E_DATA_DIR: a folder the run names, so that the invariant checks can read what the suite left.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));

/** The operator the server creates at start (ADMIN_*), for the back-office journeys. */
export const operator = { userId: 'ondoadmin', password: 'Operator123$', nickname: '운영자' };

// Debian's headless shell (package chromium-headless-shell) draws no browser UI and runs the
// suite in about two thirds of the time the full browser takes; the full one is the fallback.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // A journey takes 10–30 s on a quiet 2-core machine and half as long again on a busy one: a
  // minute each keeps a slow machine from failing journeys that work.
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
      },
    },
  ],
  // The built shop on a scratch data folder, or on E2E_DATABASE_URL when the run gives one.
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A fresh checkout's first start renders the demo images (about a minute of CPU); later
    // starts read them from node_modules/.cache.
    timeout: 180_000,
    // Stopped as in production (its database closed cleanly) before the checks open the folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_ID: operator.userId,
      ADMIN_PASSWORD: operator.password,
      ADMIN_NICKNAME: operator.nickname,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
