import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';

/**
 * Registers the hooks that start a test app before a file's tests and close it after them; the
 * answer reads that app inside the tests.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(options);
  });
  afterAll(() => started?.close());
  const ready = () => {
    if (!started) throw new Error('the test app starts in beforeAll');
    return started;
  };
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
