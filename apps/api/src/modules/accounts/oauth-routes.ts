import {
  oauthAuthorizeResponseSchema,
  oauthLoginAnswerSchema,
  oauthLoginRequestSchema,
  oauthLoginResponseSchema,
  oauthProviderParamsSchema,
  oauthSignupRequestSchema,
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
    route('소셜 로그인 완료: 가입한 회원은 토큰, 처음이면 약관 동의 단계(signup_token)', {
      params: oauthProviderParamsSchema,
      body: oauthLoginRequestSchema,
      response: ok(oauthLoginAnswerSchema, 400, 422, 429, 503),
    }),
    // A code or state that does not check out counts against the address, like a bad password.
    async (request) =>
      guesses.guard('oauth', { ip: request.ip }, () =>
        oauth.login(request.params.provider, request.body),
      ),
  );

  app.post(
    '/:provider/signup',
    route('소셜 첫 로그인의 약관 동의: 동의하면 회원을 만들고 토큰 발급', {
      params: oauthProviderParamsSchema,
      body: oauthSignupRequestSchema,
      response: ok(oauthLoginResponseSchema, 400, 422, 503),
    }),
    async (request) => oauth.completeSignup(request.params.provider, request.body),
  );
};
