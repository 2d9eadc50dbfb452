import { errorBodySchema } from '@shop/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** `{detail}` bodies for the listed error statuses of a route's `response` schema. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** A `response` schema: the 200 body, then the `{detail}` bodies of the listed error statuses. */
export const ok = <const T extends z.ZodType, const S extends number = never>(
  body: T,
  ...errors: S[]
) => ({
  200: body,
  ...errorResponses(...errors),
});

/** A `response` schema whose success is 201 with the created body. */
export const created = <const T extends z.ZodType, const S extends number = never>(
  body: T,
  ...errors: S[]
) => ({ 201: body, ...errorResponses(...errors) });

/** A `response` schema whose success is 204 without a body. */
export const noContent = <const S extends number = never>(...errors: S[]) => ({
  204: z.null(),
  ...errorResponses(...errors),
});

/** OpenAPI marker for routes that take `Authorization: Bearer <access token>`. */
export const bearerAuth = [{ bearerAuth: [] }];

/** Routes of a buyer: a member's bearer token, or a guest's cart cookie (either one). */
export const buyerAuth: Record<string, string[]>[] = [{ bearerAuth: [] }, { guestCart: [] }];

type RequestHook = (request: FastifyRequest) => Promise<void>;

/**
 * The options of a group of routes that share an OpenAPI part (tags, and `security` where a token
 * is needed) and, where the group checks its caller itself, the hook that does: each route adds its
 * summary and its own schema parts.
 */
export function routeDocs<const Shared extends { tags: string[] }>(
  shared: Shared,
  onRequest?: RequestHook,
) {
  return <const Parts extends object>(summary: string, parts: Parts) => ({
    ...(onRequest && { onRequest }),
    schema: { ...shared, summary, ...parts },
  });
}

/**
 * The route options of one tag's routes by who may call them: anyone; anyone, known when signed
 * in (`identify`); a signed-in member; an admin. The last two take the bearer token.
 */
export function routesByCaller(app: FastifyInstance, tag: string) {
  const tags = [tag];
  return {
    route: routeDocs({ tags }),
    viewerRoute: routeDocs({ tags }, app.identify),
    memberRoute: routeDocs({ tags, security: bearerAuth }, app.authenticate),
    adminRoute: routeDocs({ tags, security: bearerAuth }, app.requireAdmin),
  };
}
