import { feedOverviewSchema } from '@shop/contract/admin-feeds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../../lib/admin-schema';
import { ok } from '../../../lib/route-schemas';
import type { FeedService } from './service';

/** The back office's "검색·쇼핑 연동": the addresses to register, and the EP log. */
export const adminFeedRoutes: FastifyPluginAsyncZod<{ feeds: FeedService }> = async (
  app,
  { feeds },
) => {
  const route = adminRoute('admin: feeds');

  app.get(
    '/feeds',
    route('상품 피드·사이트맵 주소와 최근 생성 기록 (제외된 상품과 이유)', {
      response: ok(feedOverviewSchema, 401, 403),
    }),
    () => feeds.overview(),
  );

  app.post(
    '/feeds/build',
    route('상품 피드 지금 다시 생성', { response: ok(feedOverviewSchema, 401, 403) }),
    async () => {
      await feeds.build('admin');
      return feeds.overview();
    },
  );
};
