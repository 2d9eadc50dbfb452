import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idempotencyMessages,
} from '@shop/contract/drops';
import type { FastifyInstance } from 'fastify';
import { conflict, HttpError } from '../lib/errors';
import { type IdempotencyService, requestHash } from '../modules/idempotency/service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours an `Idempotency-Key` header (a signed-in member's request): the same
     * request again within a day replays the first answer instead of doing the work again.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed; its answer is kept when it is sent. */
    idempotencyKeyId?: number | undefined;
  }
}

/** Set on an answer that is the replay of the key's first one. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * `config: { idempotent: true }` on a route: after its authentication and validation the key is
 * claimed (or the first answer replayed, 422 for the key with another request, 409 while the first
 * is still being worked on); the answer is kept as it is sent. A server error gives the key up so
 * that a retry does the work. Requests without the header are served as always.
 */
export function registerIdempotency(app: FastifyInstance, keys: IdempotencyService): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.member) return;
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) {
      throw new HttpError(422, [
        {
          loc: ['header', IDEMPOTENCY_HEADER],
          msg: idempotencyMessages.keyInvalid,
          type: 'value_error',
        },
      ]);
    }
    const claim = await keys.claim(
      {
        memberId: request.member.id,
        route: `${request.method} ${request.routeOptions.url}`,
        key: parsed.data,
      },
      requestHash(request),
    );
    switch (claim.kind) {
      case 'claimed':
        request.idempotencyKeyId = claim.id;
        return;
      case 'replay':
        return reply
          .code(claim.status)
          .header('content-type', 'application/json; charset=utf-8')
          .header(REPLAYED_HEADER, 'true')
          .send(claim.body);
      case 'mismatch':
        throw new HttpError(422, [
          {
            loc: ['header', IDEMPOTENCY_HEADER],
            msg: idempotencyMessages.keyReused,
            type: 'value_error',
          },
        ]);
      case 'in_flight':
        throw conflict(idempotencyMessages.inFlight);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyKeyId;
    if (id === undefined) return payload;
    request.idempotencyKeyId = undefined;
    if (reply.statusCode < 500 && typeof payload === 'string') {
      await keys.complete(id, reply.statusCode, payload);
    } else {
      await keys.release(id);
    }
    return payload;
  });
}
