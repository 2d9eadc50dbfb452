import {
  bannerIdParamsSchema,
  bannerListSchema,
  bannerRequestSchema,
  bannerSchema,
} from '@shop/contract/banners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { resourceRoutes } from '../../lib/resource-routes';
import { ok, routeDocs } from '../../lib/route-schemas';
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
  resourceRoutes(app, {
    path: '/banners',
    idParam: 'banner_id',
    params: bannerIdParamsSchema,
    body: bannerRequestSchema,
    resource: bannerSchema,
    list: bannerListSchema,
    route: adminRoute('admin: banners'),
    service: {
      list: banners.listAll,
      read: banners.read,
      create: banners.create,
      update: banners.update,
      remove: banners.remove,
    },
    summaries: {
      list: '배너 목록 (꺼진 것 포함)',
      read: '배너 하나',
      create: '배너 등록',
      update: '배너 수정 (켜기·끄기 포함)',
      remove: '배너 삭제',
    },
  });
};
