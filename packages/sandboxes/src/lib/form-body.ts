import type { FastifyInstance } from 'fastify';

/**
 * Form bodies as `{name: first value}`, for the plugin it is registered in (the sandboxes' HTML
 * forms and OAuth token calls); the API itself takes JSON.
 */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body.toString())) {
        fields[name] ??= value;
      }
      done(null, fields);
    },
  );
}
