import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_PREFIX } from '../integrations/storage/local';
import type { RemoteFiles } from '../integrations/storage/storage';
import { notFoundBody } from './errors';
import { pageHintTags, readPagePreloads } from './page-hints';
import { type PageMeta, withHeadTags, withPageMeta } from './page-meta';

const API_PREFIXES = ['/v1/', '/sandbox/', '/docs', UPLOADS_PREFIX, '/healthz', '/readyz'];

/** Uploaded files never run: no scripts, no sniffing them into HTML. */
function inert(reply: FastifyReply) {
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  reply.header('x-content-type-options', 'nosniff');
}

/** A folder of uploads that is served file by file as `access` decides. */
export interface GuardedUploads {
  /** Under the uploads folder, e.g. 'qna'. */
  folder: string;
  /**
   * `path` is the file's address (`/uploads/qna/<name>`), `exp`/`sig` from its query. 'public'
   * files are revalidated on every use (they may turn private), 'signed' ones never stored.
   */
  access(
    path: string,
    signature: { exp?: string | undefined; sig?: string | undefined },
  ): Promise<'public' | 'signed' | 'refused'>;
}

/** A stored file's name: no dots but the extension's, no separators, no percent-escapes. */
const PLAIN_FILE_NAME = /^[\w-]+\.\w+$/;
/** A stored file's key under /uploads/: folders and a plain file name, nothing to decode. */
const PLAIN_KEY = /^(?:[\w-]+\/)*[\w-]+\.\w+$/;

/**
 * Serves uploads (as inert files: no scripts, no sniffing) and the built web app; any other GET
 * (or HEAD) that is not an API path answers the app's index.html so that client routes survive a
 * reload.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  {
    uploadsDir,
    guardedUploads,
    remoteUploads,
    webDist,
    pageMeta,
    pageStatus,
  }: {
    uploadsDir: string;
    guardedUploads?: GuardedUploads[];
    /**
     * Uploads kept in object storage: a file not on this disk (one stored before the move) is
     * redirected to its public address, a guarded one, once allowed, to a presigned address.
     */
    remoteUploads?: RemoteFiles | undefined;
    webDist: string;
    /** The head of a page whose preview depends on data (a product page). */
    pageMeta?: (path: string) => Promise<PageMeta | undefined>;
    /** 404 for an address the storefront has no page for (the app renders its not-found page). */
    pageStatus?: (path: string) => Promise<200 | 404>;
  },
) {
  // The guarded folders are left out of the open route whatever the spelling of the request
  // (@fastify/static hands `allowedPath` the decoded, normalized path, and refuses case aliases).
  const guardedPaths = (guardedUploads ?? []).map((g) => `/${g.folder}`.toLowerCase());
  const isGuarded = (pathname: string) => {
    const lower = pathname.toLowerCase();
    return guardedPaths.some((p) => lower === p || lower.startsWith(`${p}/`));
  };
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '7d',
    allowedPath: (pathname) => !isGuarded(pathname),
    setHeaders: inert,
  });
  for (const guarded of guardedUploads ?? []) {
    await registerGuardedUploads(app, uploadsDir, guarded, remoteUploads);
  }

  const indexFile = path.join(webDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const preloads = readPagePreloads(webDist);
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz copies beside the files: sent by Accept-Encoding, with
      // Vary: Accept-Encoding; they are no addresses of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const moved = remoteUploads && movedUpload(request, isGuarded);
    // Permanent: the address stored before the move now lives at the public one.
    if (moved) return reply.redirect(remoteUploads.publicUrl(moved), 301);
    // HEAD answers as GET does, without the body (Node leaves it out).
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isPage || !indexHtml) return reply.code(404).send(notFoundBody);
    const path = request.url.split('?')[0] ?? '/';
    const status = pageStatus ? await pageStatus(path).catch(() => 200 as const) : 200;
    const meta =
      status === 200 && pageMeta ? await pageMeta(path).catch(() => undefined) : undefined;
    const hints =
      status === 200
        ? pageHintTags(preloads, path, {
            signedIn: request.cookies.access !== undefined,
            image: meta?.imagePath
              ? { href: meta.imagePath, sizes: meta.imageSizes, fromData: meta.imageFromData }
              : undefined,
            withQuery: request.url.includes('?'),
          })
        : [];
    const html = withHeadTags(meta ? withPageMeta(indexHtml, meta) : indexHtml, hints);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}

/** The key of an open upload asked for under /uploads/ (GET or HEAD, a plain key), if any. */
function movedUpload(
  request: FastifyRequest,
  isGuarded: (pathname: string) => boolean,
): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const pathname = request.url.split('?')[0] ?? '';
  if (!pathname.startsWith(UPLOADS_PREFIX)) return undefined;
  const key = pathname.slice(UPLOADS_PREFIX.length);
  return PLAIN_KEY.test(key) && !isGuarded(`/${key}`) ? key : undefined;
}

/**
 * `/uploads/<folder>/<name>`: a route of its own, which decides on the exact address asked for
 * (a plain file name, nothing to decode) before the file is opened, and serves only that file.
 */
async function registerGuardedUploads(
  app: FastifyInstance,
  uploadsDir: string,
  { folder, access }: GuardedUploads,
  remote: RemoteFiles | undefined,
) {
  const prefix = `${UPLOADS_PREFIX}${folder}/`;
  const decisions = new WeakMap<FastifyRequest, { file: string; signed: boolean }>();
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const url = request.raw.url ?? '';
      const queryStart = url.indexOf('?');
      const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
      const name = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
      const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
      const decision = PLAIN_FILE_NAME.test(name)
        ? await access(pathname, {
            exp: query.get('exp') ?? undefined,
            sig: query.get('sig') ?? undefined,
          })
        : 'refused';
      // The same answer as for a file that does not exist: nothing tells a private file is there.
      if (decision === 'refused') return reply.code(404).send(notFoundBody);
      if (remote) {
        // The bucket serves the file for a few minutes; no cache keeps the way there.
        const target = await remote.signedUrl(`${folder}/${name}`);
        return reply
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(target, 302);
      }
      decisions.set(request, { file: `/${name}`, signed: decision === 'signed' });
    });
    await scope.register(fastifyStatic, {
      root: path.join(uploadsDir, folder),
      prefix,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // Only the file the decision was made for.
      allowedPath: (pathname, _root, request) => decisions.get(request)?.file === pathname,
      setHeaders: (reply) => {
        inert(reply);
        const signed = decisions.get(reply.request)?.signed;
        reply.header('cache-control', signed ? 'private, no-store' : 'no-cache');
        if (signed) reply.header('referrer-policy', 'no-referrer');
      },
    });
  });
}
