import { forbiddenTextAt, inputMessages } from '@shop/contract/input-rules';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';

/** 422 naming the field whose text holds a character the shop refuses everywhere. */
export const forbiddenTextError = (loc: (string | number)[]) =>
  new HttpError(422, [{ loc, msg: inputMessages.forbiddenCharacter, type: 'forbidden_character' }]);

/**
 * Refuses a NUL character in the path, query and body of every request, before any route's own
 * validation: a route added later cannot forget the rule. Multipart forms are read by their
 * handlers and check their JSON field with `forbiddenTextAt` themselves.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [root, value] of parts) {
      const at = forbiddenTextAt(value);
      if (at) throw forbiddenTextError([root, ...at]);
    }
  });
}
