import {
  bannerIdParamsSchema,
  bannerListSchema,
  bannerRequestSchema,
  bannerSchema,
} from '@shop/contract/banners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { sendCreated, sendNoContent } from '../../lib/replies';
import { created, noContent, ok, routeDocs } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { BannerService } from './banner-service';

/** GET /v1/banners: what the home page shows. */
export const bannerRoutes: FastifyPluginAsyncZod<{ banners: BannerService }> = async (
  app,
  { banners },
) => {
  const route = routeDocs({ tags: ['banner'] });
  app.get('/', route('홈 배너 (켜진 것, 최신순)', { response: ok(bannerListSchema) }), async () =>
    banners.listActive(),
  );
};

/** The back office's banners: list, write, switch on or off, delete (audited). */
export const adminBannerRoutes: FastifyPluginAsyncZod<{ banners: BannerService }> = async (
  app,
  { banners },
) => {
  const banner = adminRoute('admin: banners');

  app.get(
    '/banners',
    banner('배너 목록 (꺼진 것 포함)', { response: ok(bannerListSchema, 401, 403) }),
    async () => banners.listAll(),
  );

  app.get(
    '/banners/:banner_id',
    banner('배너 하나', {
      params: bannerIdParamsSchema,
      response: ok(bannerSchema, 401, 403, 404, 422),
    }),
    async (request) => banners.read(request.params.banner_id),
  );

  app.post(
    '/banners',
    banner('배너 등록', {
      body: bannerRequestSchema,
      response: created(bannerSchema, 401, 403, 422),
    }),
    async (request, reply) =>
      sendCreated(reply, banners.create(memberOf(request).id, request.body)),
  );

  app.put(
    '/banners/:banner_id',
    banner('배너 수정 (켜기·끄기 포함)', {
      params: bannerIdParamsSchema,
      body: bannerRequestSchema,
      response: ok(bannerSchema, 401, 403, 404, 422),
    }),
    async (request) => banners.update(memberOf(request).id, request.params.banner_id, request.body),
  );

  app.delete(
    '/banners/:banner_id',
    banner('배너 삭제', {
      params: bannerIdParamsSchema,
      response: noContent(401, 403, 404, 422),
    }),
    async (request, reply) =>
      sendNoContent(reply, banners.remove(memberOf(request).id, request.params.banner_id)),
  );
};
