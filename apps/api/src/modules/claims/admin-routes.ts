import {
  adminClaimCompleteSchema,
  adminClaimInspectSchema,
  adminClaimListQuerySchema,
  adminClaimListSchema,
  adminClaimRejectSchema,
  adminClaimSchema,
} from '@shop/contract/admin-claims';
import { adminClaimParamsSchema } from '@shop/contract/claims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-schema';
import { ok } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { ClaimAdminService } from './admin-service';

const noBody = z.object({}).optional();

/** The back office's 교환·반품: the list, a claim, and each step of its handling. */
export const adminClaimRoutes: FastifyPluginAsyncZod<{ claims: ClaimAdminService }> = async (
  app,
  { claims },
) => {
  const route = adminRoute('admin: claims');
  const adminId = (request: Parameters<typeof memberOf>[0]) => memberOf(request).id;

  app.get(
    '/claims',
    route('교환·반품 목록 (상태·구분 필터, 최신순 20건씩)', {
      querystring: adminClaimListQuerySchema,
      response: ok(adminClaimListSchema, 401, 403, 422),
    }),
    async (request) => claims.list(request.query),
  );

  app.get(
    '/claims/:claim_id',
    route('교환·반품 상세 (반품은 예상 환불 금액 포함)', {
      params: adminClaimParamsSchema,
      response: ok(adminClaimSchema, 401, 403, 404, 422),
    }),
    async (request) => claims.detail(request.params.claim_id),
  );

  app.post(
    '/claims/:claim_id/approve',
    route('승인·회수 요청 (교환은 교환 옵션 재고 확보)', {
      params: adminClaimParamsSchema,
      body: noBody,
      response: ok(adminClaimSchema, 401, 403, 404, 409, 422),
    }),
    async (request) => claims.approve(adminId(request), request.params.claim_id),
  );

  app.post(
    '/claims/:claim_id/reject',
    route('반려 (사유 필수; 승인된 교환은 확보한 재고 환원)', {
      params: adminClaimParamsSchema,
      body: adminClaimRejectSchema,
      response: ok(adminClaimSchema, 401, 403, 404, 409, 422),
    }),
    async (request) =>
      claims.reject(adminId(request), request.params.claim_id, request.body.reason),
  );

  app.post(
    '/claims/:claim_id/collect',
    route('회수 완료', {
      params: adminClaimParamsSchema,
      body: noBody,
      response: ok(adminClaimSchema, 401, 403, 404, 409, 422),
    }),
    async (request) => claims.collect(adminId(request), request.params.claim_id),
  );

  app.post(
    '/claims/:claim_id/inspect',
    route('검수 (상품마다 재판매 또는 불량)', {
      params: adminClaimParamsSchema,
      body: adminClaimInspectSchema,
      response: ok(adminClaimSchema, 401, 403, 404, 409, 422),
    }),
    async (request) =>
      claims.inspect(adminId(request), request.params.claim_id, request.body.lines),
  );

  app.post(
    '/claims/:claim_id/complete',
    route('완료: 반품은 결제사 부분 환불(배송비 차감, 금액 변경 시 사유), 교환은 교환 상품 발송', {
      params: adminClaimParamsSchema,
      body: adminClaimCompleteSchema,
      response: ok(adminClaimSchema, 401, 403, 404, 409, 422),
    }),
    async (request) => claims.complete(adminId(request), request.params.claim_id, request.body),
  );
};
