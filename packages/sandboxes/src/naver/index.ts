import type { FastifyPluginAsync } from 'fastify';
import { registerAuthorizeRoutes } from '../oauth/authorize-routes';
import { setUpOAuthSandbox } from '../oauth/plugin-setup';
import { naverAuthorizeFlow } from './authorize';
import { registerProfileRoutes } from './profile-routes';
import { createNaverState } from './state';
import { registerTokenRoutes } from './token-routes';

export { NAVER_SANDBOX } from './credentials';

export interface NaverSandboxOptions {
  /** The registered Callback URLs; authorize compares them byte for byte. */
  redirectUris: string[];
  now?: () => Date;
  /** How long an authorization code stays usable. Default 5 minutes. */
  codeTtlMs?: number;
}

export interface NaverSandbox {
  /** Fastify plugin; the app registers it with `{ prefix: '/sandbox/naver' }`. */
  plugin: FastifyPluginAsync;
  /** For tests: how many requests reached `/oauth2.0/token`, refusals included. */
  tokenRequests(): number;
}

/**
 * A local Naver Login: the authorize page, the token endpoint and `/v1/nid/me`
 * (docs/integrations.md#naver-sandbox), with its state in memory. One base URL serves as both
 * NAVER_AUTH_BASE_URL and NAVER_API_BASE_URL.
 */
export function createNaverSandbox(options: NaverSandboxOptions): NaverSandbox {
  const state = createNaverState({
    now: options.now ?? (() => new Date()),
    codeTtlMs: options.codeTtlMs ?? 5 * 60 * 1000,
  });
  const redirectUris = [...options.redirectUris];

  const plugin: FastifyPluginAsync = async (app) => {
    setUpOAuthSandbox(app, 'naver');

    registerAuthorizeRoutes(app, naverAuthorizeFlow(state, redirectUris));
    registerTokenRoutes(app, state);
    registerProfileRoutes(app, state);
  };

  return { plugin, tokenRequests: state.tokenRequests };
}
