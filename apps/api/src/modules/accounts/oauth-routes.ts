import {
  oauthAuthorizeResponseSchema,
  oauthLoginRequestSchema,
  oauthLoginResponseSchema,
  oauthProviderParamsSchema,
} from '@shop/contract/oauth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeDocs } from '../../lib/route-schemas';
import type { FailureLimits } from '../../plugins/failure-limits';
import type { OAuthService } from './oauth-service';

export const oauthRoutes: FastifyPluginAsyncZod<{
  oauth: OAuthService;
  guesses: FailureLimits;
}> = async (app, { oauth, guesses }) => {
  const route = routeDocs({ tags: ['oauth'] });

  app.get(
    '/:provider/authorize',
    route('소셜 로그인 시작: 제공자 인증 주소와 state', {
      params: oauthProviderParamsSchema,
      response: ok(oauthAuthorizeResponseSchema, 422, 503),
    }),
    async (request) => oauth.authorize(request.params.provider),
  );

  app.post(
    '/:provider/login',
    route('소셜 로그인 완료: code와 state로 회원을 찾거나 만들고 토큰 발급', {
      params: oauthProviderParamsSchema,
      body: oauthLoginRequestSchema,
      response: ok(oauthLoginResponseSchema, 400, 422, 429, 503),
    }),
    // A code or state that does not check out counts against the address, like a bad password.
    async (request) =>
      guesses.guard('oauth', { ip: request.ip }, () =>
        oauth.login(request.params.provider, request.body),
      ),
  );
};
