import { type OAuthSandbox, type OAuthSandboxOptions, oauthSandbox } from '../oauth/plugin-setup';
import { naverAuthorizeFlow } from './authorize';
import { registerProfileRoutes } from './profile-routes';
import { createNaverState } from './state';
import { registerTokenRoutes } from './token-routes';

export { NAVER_SANDBOX } from './credentials';

export type NaverSandboxOptions = OAuthSandboxOptions;
export type NaverSandbox = OAuthSandbox;

/**
 * A local Naver Login: the authorize page, the token endpoint and `/v1/nid/me`
 * (docs/integrations.md#naver-sandbox), with its state in memory. One base URL serves as both
 * NAVER_AUTH_BASE_URL and NAVER_API_BASE_URL.
 */
export function createNaverSandbox(options: NaverSandboxOptions): NaverSandbox {
  return oauthSandbox(options, {
    name: 'naver',
    createState: createNaverState,
    authorizeFlow: naverAuthorizeFlow,
    registerRoutes(app, state) {
      registerTokenRoutes(app, state);
      registerProfileRoutes(app, state);
    },
  });
}
