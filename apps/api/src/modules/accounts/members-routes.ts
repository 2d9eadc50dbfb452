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
import { z } from 'zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { FailureLimits } from '../../plugins/failure-limits';
import { perMinuteLimit } from '../../plugins/rate-limit';
import type { UserService } from './members-service';

export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  guesses: FailureLimits;
  duplicateCheckMax: number;
}> = async (app, { users, guesses, duplicateCheckMax }) => {
  const tags = ['users'];

  app.post(
    '/signup',
    {
      schema: {
        tags,
        summary: '회원가입',
        body: signupRequestSchema,
        response: { 201: userInfoSchema, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await users.signup(request.body)),
  );

  app.post(
    '/check',
    {
      config: perMinuteLimit(duplicateCheckMax),
      schema: {
        tags,
        summary: '아이디·닉네임·이메일 중복 확인 (nickname, email, user_id 순으로 하나만 봅니다)',
        body: checkRequestSchema,
        response: { 200: checkResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => ({ result: await users.check(request.body) }),
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '내 정보',
        security: bearerAuth,
        response: { 200: userInfoSchema, ...errorResponses(401) },
      },
    },
    async (request) => users.me(memberOf(request).id),
  );

  app.put(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          '내 정보 수정 (보낸 항목만 바뀝니다. 비밀번호·이메일 변경은 current_password 필요, 비밀번호 변경은 모든 로그인을 끝냅니다)',
        security: bearerAuth,
        body: updateMeRequestSchema,
        response: { 200: userInfoSchema, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
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
    {
      schema: {
        tags,
        summary: '아이디 찾기',
        body: findIdRequestSchema,
        response: { 200: findIdResponseSchema, ...errorResponses(404, 422, 429) },
      },
    },
    async (request) => ({
      user_id: await guesses.guard('find-id', { ip: request.ip, account: request.body.email }, () =>
        users.findId(request.body),
      ),
    }),
  );

  app.post(
    '/set-delivery',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '배송지 추가',
        security: bearerAuth,
        body: deliveryInputSchema,
        response: { 201: deliverySchema, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await users.addDelivery(memberOf(request).id, request.body)),
  );

  app.get(
    '/me/delivery',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '내 배송지 목록 (기본 배송지가 먼저)',
        security: bearerAuth,
        response: { 200: deliveryListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ delivery_list: await users.listDeliveries(memberOf(request).id) }),
  );

  app.put(
    '/me/delivery/:delivery_id/base',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '기본 배송지로 지정',
        security: bearerAuth,
        params: deliveryIdParamsSchema,
        response: { 200: deliveryListSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      delivery_list: await users.setBaseDelivery(memberOf(request).id, request.params.delivery_id),
    }),
  );

  app.delete(
    '/me/delivery/:delivery_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '배송지 삭제',
        security: bearerAuth,
        params: deliveryIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      await users.deleteDelivery(memberOf(request).id, request.params.delivery_id);
      return reply.code(204).send(null);
    },
  );
};
