import { startSandbox } from '@shop/sandboxes/testing';
import type { FastifyPluginAsync } from 'fastify';
import { startedForFile } from './hooks';

/** Where a provider client is pointed and as which app, all of it the sandbox's. */
export interface SandboxClientOptions {
  authBaseUrl: string;
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * Registers the hooks that start a provider's sandbox on a local port before a file's tests and
 * stop it after them. The answer reads the sandbox, its address, and a client's options for the
 * sandbox's registered app redirecting to `redirectUri`.
 */
export function useOAuthSandbox<Sandbox extends { plugin: FastifyPluginAsync }>(
  create: () => Sandbox,
  prefix: string,
  app: { clientId: string; clientSecret: string },
  redirectUri: string,
) {
  const ready = startedForFile(
    'the sandbox',
    async () => {
      const sandbox = create();
      return { sandbox, server: await startSandbox(sandbox.plugin, prefix) };
    },
    ({ server }) => server.app.close(),
  );
  return {
    get sandbox() {
      return ready().sandbox;
    },
    get baseUrl() {
      return ready().server.baseUrl;
    },
    get clientOptions(): SandboxClientOptions {
      const { baseUrl } = ready().server;
      return {
        authBaseUrl: baseUrl,
        apiBaseUrl: baseUrl,
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        redirectUri,
      };
    },
  };
}
