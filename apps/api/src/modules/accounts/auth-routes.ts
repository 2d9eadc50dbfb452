import { messageSchema } from '@shop/contract/errors';
import {
  findPasswordRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  setNewPasswordRequestSchema,
  signinRequestSchema,
  signinResponseSchema,
} from '@shop/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendNoContent } from '../../lib/replies';
import { noContent, ok, routesByCaller } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { FailureLimits } from '../../plugins/failure-limits';
import type { AuthService } from './auth-service';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  guesses: FailureLimits;
}> = async (app, { auth, guesses }) => {
  const { route, memberRoute } = routesByCaller(app, 'auth');

  app.post(
    '/signin',
    route('로그인', {
      body: signinRequestSchema,
      response: ok(signinResponseSchema, 401, 409, 422, 429, 503),
    }),
    async (request) =>
      guesses.guard('signin', { ip: request.ip, account: request.body.user_id }, () =>
        auth.signin(request.body),
      ),
  );

  app.post(
    '/refresh',
    route('토큰 갱신 (refresh token은 한 번만 쓰이고 새것으로 바뀝니다)', {
      body: refreshRequestSchema,
      response: ok(refreshResponseSchema, 401, 422),
    }),
    async (request) => auth.refresh(request.body.refresh_token),
  );

  app.post(
    '/logout',
    memberRoute('로그아웃 (이 기기의 로그인: refresh token과 access token이 모두 끝납니다)', {
      body: logoutRequestSchema,
      response: noContent(401, 422),
    }),
    async (request, reply) =>
      sendNoContent(reply, auth.logout(memberOf(request), request.body.refresh_token)),
  );

  app.post(
    '/logout-all',
    memberRoute('모든 기기에서 로그아웃 (이 회원의 모든 로그인이 끝납니다)', {
      response: noContent(401),
    }),
    async (request, reply) => sendNoContent(reply, auth.logoutEverywhere(memberOf(request).id)),
  );

  app.post(
    '/find-password',
    route('비밀번호 재설정 메일 요청', {
      body: findPasswordRequestSchema,
      response: ok(messageSchema, 422, 429, 503),
    }),
    // Every request counts, mailed or not: the answer must not tell the two apart, and a reset
    // mail is itself worth limiting.
    async (request) => ({
      message: await guesses.guard(
        'find-password',
        { ip: request.ip, account: request.body.user_id },
        () => auth.requestPasswordReset(request.body),
        () => true,
      ),
    }),
  );

  app.post(
    '/set_newpassword',
    route('비밀번호 재설정 (메일의 토큰, 30분 안에 한 번)', {
      body: setNewPasswordRequestSchema,
      response: ok(messageSchema, 400, 422),
    }),
    async (request) => ({ message: await auth.setNewPassword(request.body) }),
  );
};
