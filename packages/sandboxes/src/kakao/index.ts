import { type OAuthSandbox, type OAuthSandboxOptions, oauthSandbox } from '../oauth/plugin-setup';
import { kakaoAuthorizeFlow } from './authorize';
import { createIdTokenSigner } from './id-token';
import { createKakaoState } from './state';
import { registerTokenRoutes } from './token-routes';
import { registerUserRoutes } from './user-routes';

export { KAKAO_SANDBOX } from './credentials';

export type KakaoSandboxOptions = OAuthSandboxOptions;
export type KakaoSandbox = OAuthSandbox;

/**
 * A local Kakao Login: the authorize page, the token endpoint with RS256 id_tokens and their
 * JWKS, and `/v2/user/me` (docs/integrations.md#kakao-sandbox), with its state in memory. One base URL
 * serves as both KAKAO_AUTH_BASE_URL and KAKAO_API_BASE_URL.
 */
export function createKakaoSandbox(options: KakaoSandboxOptions): KakaoSandbox {
  const signer = createIdTokenSigner();
  return oauthSandbox(options, {
    name: 'kakao',
    createState: createKakaoState,
    authorizeFlow: kakaoAuthorizeFlow,
    registerRoutes(app, state) {
      registerTokenRoutes(app, state, signer);
      registerUserRoutes(app, state);
    },
  });
}
