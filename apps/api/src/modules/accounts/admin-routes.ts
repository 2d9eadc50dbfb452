import {
  adminMemberDetailSchema,
  adminMemberIdParamsSchema,
  adminMemberListQuerySchema,
  adminMemberListSchema,
  adminMemberRowSchema,
  adminRoleRequestSchema,
} from '@shop/contract/admin-members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { resourceRoutes } from '../../lib/resource-routes';
import { ok } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { AdminMemberService } from './admin-service';

export const adminMemberRoutes: FastifyPluginAsyncZod<{ members: AdminMemberService }> = async (
  app,
  { members },
) => {
  const route = adminRoute('admin: members');

  resourceRoutes(app, {
    path: '/members',
    idParam: 'member_id',
    params: adminMemberIdParamsSchema,
    resource: adminMemberDetailSchema,
    list: adminMemberListSchema,
    listQuery: adminMemberListQuerySchema,
    route,
    service: { list: members.list, read: members.detail },
    summaries: {
      list: '회원 검색 (아이디·닉네임·이름·이메일·휴대폰)',
      read: '회원 상세 (주문, 쿠폰)',
    },
  });

  app.put(
    '/members/:member_id/role',
    route('관리자 권한 부여·해제 (자신은 해제 불가, 관리자는 한 명 이상)', {
      params: adminMemberIdParamsSchema,
      body: adminRoleRequestSchema,
      response: ok(adminMemberRowSchema, 401, 403, 404, 409, 422),
    }),
    async (request) =>
      members.setRole(memberOf(request).id, request.params.member_id, request.body.role),
  );
};
