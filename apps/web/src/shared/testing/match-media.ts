import { vi } from 'vitest';

/** jsdom has no matchMedia: a desktop (or mobile) window for the media-query hooks. */
export function stubMatchMedia({ mobile = false }: { mobile?: boolean } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') ? mobile : !mobile,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
