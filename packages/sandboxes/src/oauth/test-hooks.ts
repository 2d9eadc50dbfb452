import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import { openSandbox } from './test-server';

type OpenSandbox = Awaited<ReturnType<typeof openSandbox>>;

/**
 * Opens the sandbox before a file's tests, with the global `fetch` answered by it in process (the
 * helpers call `fetch`), and closes it after them; the answer reads it inside the tests.
 */
export function useOpenSandbox(plugin: () => FastifyPluginAsync, prefix: string): OpenSandbox {
  let open: OpenSandbox | undefined;
  beforeAll(async () => {
    open = await openSandbox(plugin(), prefix);
    vi.stubGlobal('fetch', open.fetch);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await open?.app.close();
  });
  const view = {} as OpenSandbox;
  for (const key of ['app', 'origin', 'baseUrl', 'fetch'] as const) {
    Object.defineProperty(view, key, {
      get: () => {
        if (!open) throw new Error('the sandbox opens in beforeAll');
        return open[key];
      },
    });
  }
  return view;
}

/**
 * An authorize page's query: the registered client and callback, then `params`; a parameter
 * `undefined` in them is left out.
 */
export function authorizeQuery(
  clientId: string,
  redirectUri: string,
  params: Record<string, string | undefined>,
) {
  const query = new URLSearchParams();
  const all = { response_type: 'code', client_id: clientId, redirect_uri: redirectUri, ...params };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) query.set(name, value);
  return query;
}
