import type { FastifyError, FastifyInstance } from 'fastify';
import { registerFormParser } from '../lib/form-body';

/**
 * What both sandbox plugins need first: their own form parser, and framework errors (a bad
 * body, a wrong content type) answered as OAuth errors. Both stay inside the plugin.
 */
export function setUpOAuthSandbox(app: FastifyInstance, name: string): void {
  registerFormParser(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: 'invalid_request', error_description: error.message });
    }
    request.log.error({ err: error }, `${name} sandbox request failed`);
    return reply.code(500).send({ error: 'server_error', error_description: 'internal error' });
  });
}
