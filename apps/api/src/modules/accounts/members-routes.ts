import {
  deliveryIdParamsSchema,
  deliveryInputSchema,
  deliveryListSchema,
  deliverySchema,
} from '@shop/contract/delivery';
import {
  checkRequestSchema,
  checkResponseSchema,
  findIdRequestSchema,
  findIdResponseSchema,
  signupRequestSchema,
  updateMeRequestSchema,
  userInfoSchema,
} from '@shop/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCreated, sendNoContent } from '../../lib/replies';
import { created, noContent, ok, routesByCaller } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { FailureLimits } from '../../plugins/failure-limits';
import { perMinuteLimit } from '../../plugins/rate-limit';
import type { UserService } from './members-service';

export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  guesses: FailureLimits;
  duplicateCheckMax: number;
}> = async (app, { users, guesses, duplicateCheckMax }) => {
  const { route, memberRoute } = routesByCaller(app, 'users');

  app.post(
    '/signup',
    route('회원가입', {
      body: signupRequestSchema,
      response: created(userInfoSchema, 409, 422),
    }),
    async (request, reply) => sendCreated(reply, users.signup(request.body)),
  );

  app.post(
    '/check',
    {
      config: perMinuteLimit(duplicateCheckMax),
      ...route('아이디·닉네임·이메일 중복 확인 (nickname, email, user_id 순으로 하나만 봅니다)', {
        body: checkRequestSchema,
        response: ok(checkResponseSchema, 422, 429),
      }),
    },
    async (request) => ({ result: await users.check(request.body) }),
  );

  app.get(
    '/me',
    memberRoute('내 정보', {
      response: ok(userInfoSchema, 401),
    }),
    async (request) => users.me(memberOf(request).id),
  );

  app.put(
    '/me',
    memberRoute(
      '내 정보 수정 (보낸 항목만 바뀝니다. 비밀번호·이메일 변경은 current_password 필요, 비밀번호 변경은 모든 로그인을 끝냅니다)',
      { body: updateMeRequestSchema, response: ok(userInfoSchema, 401, 403, 409, 422, 429) },
    ),
    // It checks the current password, so its failures count like the other guesses at one.
    async (request) => {
      const memberId = memberOf(request).id;
      return guesses.guard('password-check', { ip: request.ip, account: String(memberId) }, () =>
        users.updateMe(memberId, request.body),
      );
    },
  );

  app.post(
    '/find-id',
    route('아이디 찾기', {
      body: findIdRequestSchema,
      response: ok(findIdResponseSchema, 404, 422, 429),
    }),
    async (request) => ({
      user_id: await guesses.guard('find-id', { ip: request.ip, account: request.body.email }, () =>
        users.findId(request.body),
      ),
    }),
  );

  app.post(
    '/set-delivery',
    memberRoute('배송지 추가', {
      body: deliveryInputSchema,
      response: created(deliverySchema, 401, 422),
    }),
    async (request, reply) =>
      sendCreated(reply, users.addDelivery(memberOf(request).id, request.body)),
  );

  app.get(
    '/me/delivery',
    memberRoute('내 배송지 목록 (기본 배송지가 먼저)', {
      response: ok(deliveryListSchema, 401),
    }),
    async (request) => ({ delivery_list: await users.listDeliveries(memberOf(request).id) }),
  );

  app.put(
    '/me/delivery/:delivery_id/base',
    memberRoute('기본 배송지로 지정', {
      params: deliveryIdParamsSchema,
      response: ok(deliveryListSchema, 401, 404, 422),
    }),
    async (request) => ({
      delivery_list: await users.setBaseDelivery(memberOf(request).id, request.params.delivery_id),
    }),
  );

  app.delete(
    '/me/delivery/:delivery_id',
    memberRoute('배송지 삭제', {
      params: deliveryIdParamsSchema,
      response: noContent(401, 404, 422),
    }),
    async (request, reply) =>
      sendNoContent(reply, users.deleteDelivery(memberOf(request).id, request.params.delivery_id)),
  );
};
