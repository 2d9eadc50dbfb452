import {
  adminMemberDetailSchema,
  adminMemberIdParamsSchema,
  adminMemberListQuerySchema,
  adminMemberListSchema,
  adminMemberRowSchema,
  adminRoleRequestSchema,
} from '@shop/contract/admin-members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema } from '../../lib/admin-schema';
import { errorResponses } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { AdminMemberService } from './admin-service';

export const adminMemberRoutes: FastifyPluginAsyncZod<{ members: AdminMemberService }> = async (
  app,
  { members },
) => {
  const base = adminSchema('admin: members');

  app.get(
    '/members',
    {
      schema: {
        ...base,
        summary: '회원 검색 (아이디·닉네임·이름·이메일·휴대폰)',
        querystring: adminMemberListQuerySchema,
        response: { 200: adminMemberListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => members.list(request.query),
  );

  app.get(
    '/members/:member_id',
    {
      schema: {
        ...base,
        summary: '회원 상세 (주문, 쿠폰)',
        params: adminMemberIdParamsSchema,
        response: { 200: adminMemberDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => members.detail(request.params.member_id),
  );

  app.put(
    '/members/:member_id/role',
    {
      schema: {
        ...base,
        summary: '관리자 권한 부여·해제 (자신은 해제 불가, 관리자는 한 명 이상)',
        params: adminMemberIdParamsSchema,
        body: adminRoleRequestSchema,
        response: { 200: adminMemberRowSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      members.setRole(memberOf(request).id, request.params.member_id, request.body.role),
  );
};
