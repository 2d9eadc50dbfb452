import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * What the shop kept instead of sending it (mails, KakaoTalk messages), newest first: as JSON at
 * `/{name}` and as a page at `/{name}/view`, whose policy lets nothing but inline styles (and
 * `images`) load.
 */
export function keptListRoutes<T>(options: {
  name: string;
  summary: string;
  schema: z.ZodType<T>;
  images?: string;
  page: (records: T[]) => string;
}): FastifyPluginAsyncZod<{ list: () => Promise<T[]> }> {
  const policy = ["default-src 'none'", "style-src 'unsafe-inline'"];
  if (options.images) policy.push(`img-src ${options.images}`);
  return async (app, { list }) => {
    app.get(
      `/${options.name}`,
      {
        schema: {
          tags: ['sandbox'],
          summary: options.summary,
          response: { 200: z.array(options.schema) },
        },
      },
      () => list(),
    );
    app.get(`/${options.name}/view`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', policy.join('; '))
        .send(options.page(await list())),
    );
  };
}
