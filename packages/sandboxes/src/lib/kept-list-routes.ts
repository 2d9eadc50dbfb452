import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { render, type TemplateValue } from '../render';

/**
 * The page of the kept records: template `{name}-page` with their `{{count}}` and, as
 * `{{items}}`, each record through `{name}-item` (its fields from `item`), or `{name}-empty`.
 */
function renderPage<T>(
  name: string,
  item: (record: T) => Record<string, TemplateValue>,
  records: T[],
) {
  const items = records.map((r) => render(`${name}-item`, item(r)));
  return render(`${name}-page`, {
    count: records.length,
    items: items.length > 0 ? items : render(`${name}-empty`),
  }).text;
}

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
  /** A record's fields in its `{name}-item` template. */
  item: (record: T) => Record<string, TemplateValue>;
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
        .send(renderPage(options.name, options.item, await list())),
    );
  };
}
