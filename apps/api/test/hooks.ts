import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './app';

/**
 * Registers the hooks that start something before a file's tests and stop it after them; the
 * answer reads it inside the tests (outside them it is not started, and reading it throws).
 */
export function startedForFile<T>(
  what: string,
  start: () => Promise<T>,
  stop: (started: T) => unknown,
): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started !== undefined) await stop(started);
  });
  return () => {
    if (started === undefined) throw new Error(`${what} starts in beforeAll`);
    return started;
  };
}

/**
 * Registers the hooks that start a test app before a file's tests and close it after them; the
 * answer reads that app inside the tests.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const ready = startedForFile(
    'the test app',
    () => createTestApp(options),
    (app) => app.close(),
  );
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get outbox() {
      return ready().outbox;
    },
    get dataDir() {
      return ready().dataDir;
    },
  };
}
