import { errorBodySchema } from '@shop/contract/errors';

/** `{detail}` bodies for the listed error statuses of a route's `response` schema. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** OpenAPI marker for routes that take `Authorization: Bearer <access token>`. */
export const bearerAuth = [{ bearerAuth: [] }];
