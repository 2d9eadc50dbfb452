import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopMetrics } from '../lib/metrics';
import { notFoundBody } from './errors';
import { isLocalRequest } from './local-only';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Times every answered request by its route pattern, and serves `/metrics` in Prometheus text
 * format: to a scraper holding METRICS_TOKEN, or, without a token set, to this machine only.
 */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, token }: { metrics: ShopMetrics; token: string | undefined },
) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token ? !bearerMatches(request, token) : !isLocalRequest(request)) {
      return token
        ? reply
            .code(401)
            .header('www-authenticate', 'Bearer')
            .send({ detail: '인증이 필요합니다.' })
        : reply.code(404).send(notFoundBody);
    }
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}
