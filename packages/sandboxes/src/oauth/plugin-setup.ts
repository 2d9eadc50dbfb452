import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerFormParser } from '../lib/form-body';
import { type AuthorizeFlow, registerAuthorizeRoutes } from './authorize-routes';

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

/** What makes one provider's sandbox: its state, its authorize checks and its other routes. */
export interface OAuthProvider<State extends { tokenRequests(): number }> {
  name: string;
  createState(options: { now: () => Date; codeTtlMs: number }): State;
  authorizeFlow(state: State, redirectUris: string[]): AuthorizeFlow;
  /** The token endpoint and the profile look-up. */
  registerRoutes(app: FastifyInstance, state: State): void;
}

/**
 * A provider's sandbox with its state in memory: the plugin does the shared setup, then
 * registers the authorize page and the provider's own routes.
 */
export function oauthSandbox<State extends { tokenRequests(): number }>(
  options: OAuthSandboxOptions,
  provider: OAuthProvider<State>,
): OAuthSandbox {
  const state = provider.createState(stateOptions(options));
  const flow = provider.authorizeFlow(state, [...options.redirectUris]);
  return {
    plugin: async (app) => {
      setUpOAuthSandbox(app, provider.name);
      registerAuthorizeRoutes(app, flow);
      provider.registerRoutes(app, state);
    },
    tokenRequests: state.tokenRequests,
  };
}
