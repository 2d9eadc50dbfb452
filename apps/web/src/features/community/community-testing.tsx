import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderAtRoute } from '../../shared/testing/route-render';

export { stubApi } from '../../shared/testing/fetch';

import { clearTokens } from '../../shared/testing/session';

export {
  clearTokens as signOutCookie,
  storeAccessToken as signInCookie,
  testMember as member,
} from '../../shared/testing/session';

/** jsdom has no matchMedia: answer every query with `matches` (false: the desktop layout). */
export function stubMediaQueries(matches = false) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/** Each test of the file starts in the desktop layout and ends signed out. */
export function desktopLayoutEachTest() {
  beforeEach(() => stubMediaQueries(false));
  afterEach(clearTokens);
}

/** A page at `path` with the app's providers (query cache, toasts, sign-in state, router). */
export const renderPage = (pattern: string, path: string, page: ReactNode) =>
  renderAtRoute(pattern, path, page);
