import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerFormParser } from '../lib/form-body';

/**
 * What both sandbox plugins need first: their own form parser, and framework errors (a bad
 * body, a wrong content type) answered as OAuth errors. Both stay inside the plugin.
 */
export function setUpOAuthSandbox(app: FastifyInstance, name: string): void {
  registerFormParser(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: 'invalid_request', error_description: error.message });
    }
    request.log.error({ err: error }, `${name} sandbox request failed`);
    return reply.code(500).send({ error: 'server_error', error_description: 'internal error' });
  });
}

export interface OAuthSandboxOptions {
  /** The registered redirect URIs (Naver: Callback URLs), compared byte for byte. */
  redirectUris: string[];
  now?: () => Date;
  /** How long an authorization code stays usable. Default 5 minutes. */
  codeTtlMs?: number;
}

export interface OAuthSandbox {
  /** Fastify plugin; the app registers it with `{ prefix: '/sandbox/<provider>' }`. */
  plugin: FastifyPluginAsync;
  /** For tests: how many requests reached the token endpoint, refusals included. */
  tokenRequests(): number;
}

/** The clock and code lifetime a sandbox's state keeps, with their defaults. */
export function stateOptions(options: OAuthSandboxOptions): { now: () => Date; codeTtlMs: number } {
  return {
    now: options.now ?? (() => new Date()),
    codeTtlMs: options.codeTtlMs ?? 5 * 60 * 1000,
  };
}

/** A sandbox whose plugin does the shared setup, then registers the provider's routes. */
export function oauthSandbox(
  name: string,
  tokenRequests: () => number,
  registerRoutes: (app: FastifyInstance) => void,
): OAuthSandbox {
  return {
    plugin: async (app) => {
      setUpOAuthSandbox(app, name);
      registerRoutes(app);
    },
    tokenRequests,
  };
}
