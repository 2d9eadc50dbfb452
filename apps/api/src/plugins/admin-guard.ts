import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Where every back-office route lives. */
export const ADMIN_PREFIX = '/v1/admin';

/**
 * Wraps a domain's back-office routes in their own scope whose first hook is the admin check
 * (401 without a valid token, 403 unless the member is an admin now), so that none of them can
 * be reached without it.
 */
export function adminOnly<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (scope, options) => {
    scope.addHook('onRequest', scope.requireAdmin);
    await routes(scope, options);
  };
}

/** Registers a domain's back-office routes under `/v1/admin`, behind the admin check. */
export async function registerAdminRoutes<Options extends FastifyPluginOptions>(
  app: ZodApp,
  routes: FastifyPluginAsyncZod<Options>,
  options: Options,
): Promise<void> {
  await app.register(adminOnly(routes), { ...options, prefix: ADMIN_PREFIX });
}
