import { errorBodySchema } from '@shop/contract/errors';
import type { FastifyRequest } from 'fastify';
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

/** A reply that can answer `Status` with `Body`, as its route's response schema allows. */
interface Answering<Status extends number, Body, Sent> {
  code(status: Status): { send(body: Body): Sent };
}

/** Answers 201 with what `made` resolves to: the created resource. */
export async function sendCreated<Body, Sent>(
  reply: Answering<201, Body, Sent>,
  made: Promise<Body>,
): Promise<Sent> {
  return reply.code(201).send(await made);
}

/** Answers 204 without a body once `done` has settled. */
export async function sendNoContent<Sent>(
  reply: Answering<204, null, Sent>,
  done: Promise<unknown>,
): Promise<Sent> {
  await done;
  return reply.code(204).send(null);
}
