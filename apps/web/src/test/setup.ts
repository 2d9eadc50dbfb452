import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { tokenStore } from '../shared/auth/token-store';

// Test files share one jsdom per worker (isolate: false, for speed): each file gets the shop's
// modules anew, so that its own vi.mock calls reach them.
vi.resetModules();

// findBy*/waitFor give up after 1 s by default, which a busy 2-core runner can exceed while a
// page is still working normally; the tests wait for outcomes, not for speed.
configure({ asyncUtilTimeout: 5_000 });

// A component that logs an error has failed, even when its assertions pass.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});
// Every test starts signed out: a login a test stored ends with it.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  tokenStore.clear();
});
