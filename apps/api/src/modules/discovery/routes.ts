import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { DiscoveryService } from './service';

/** robots.txt and the sitemap, at the site's root where crawlers look for them. */
export const discoveryRoutes: FastifyPluginAsync<{ discovery: DiscoveryService }> = async (
  app,
  { discovery },
) => {
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(discovery.robotsTxt()),
  );

  const sendSitemap = async (name: string, reply: FastifyReply) => {
    const xml = await discovery.sitemapFile(name);
    if (xml === undefined) {
      reply.callNotFound();
      return reply;
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(xml);
  };
  app.get('/sitemap.xml', hide, (_request, reply) => sendSitemap('/sitemap.xml', reply));
  // The parts of a sitemap index, past 50,000 addresses.
  app.get<{ Params: { part: string } }>('/sitemap-:part', hide, (request, reply) =>
    sendSitemap(`/sitemap-${request.params.part}`, reply),
  );
};
