import { FEED_PATHS } from '@shop/contract/admin-feeds';
import type { FastifyPluginAsync } from 'fastify';
import type { FeedFile, FeedService } from './service';

/** The feeds at the addresses registered with Naver and Google, as files. */
export const feedRoutes: FastifyPluginAsync<{ feeds: FeedService }> = async (app, { feeds }) => {
  const serve = (path: string, file: FeedFile, type: string) =>
    app.get(path, { schema: { hide: true } }, async (_request, reply) => {
      const { body, builtAt } = await feeds.file(file);
      return reply
        .type(type)
        .header('last-modified', builtAt.toUTCString())
        .header('cache-control', 'public, max-age=600')
        .send(body);
    });
  const tsv = 'text/tab-separated-values; charset=utf-8';
  serve(FEED_PATHS.naverEp, 'naverEp', tsv);
  serve(FEED_PATHS.naverSummary, 'naverSummary', tsv);
  serve(FEED_PATHS.google, 'googleXml', 'application/xml; charset=utf-8');
};
