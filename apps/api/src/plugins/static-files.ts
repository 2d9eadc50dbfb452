import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PREFIX } from '../integrations/storage/local';
import { notFoundBody } from './errors';
import { type PageMeta, withPageMeta } from './page-meta';

const API_PREFIXES = ['/v1/', '/sandbox/', '/docs', UPLOADS_PREFIX, '/healthz'];

/**
 * Serves uploads (as inert files: no scripts, no sniffing) and the built web app; any other GET
 * that is not an API path answers the app's index.html so that client routes survive a reload.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  {
    uploadsDir,
    webDist,
    pageMeta,
  }: {
    uploadsDir: string;
    webDist: string;
    /** The head of a page whose preview depends on data (a product page). */
    pageMeta?: (path: string) => Promise<PageMeta | undefined>;
  },
) {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '7d',
    setHeaders: (res) => {
      res.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      res.header('x-content-type-options', 'nosniff');
    },
  });

  const indexFile = path.join(webDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isPage || !indexHtml) return reply.code(404).send(notFoundBody);
    const path = request.url.split('?')[0] ?? '/';
    const meta = pageMeta ? await pageMeta(path).catch(() => undefined) : undefined;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(meta ? withPageMeta(indexHtml, meta) : indexHtml);
  });
}
