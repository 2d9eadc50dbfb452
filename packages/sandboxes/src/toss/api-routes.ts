import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiAnswer, errorAnswer, okAnswer } from './answer';
import { authenticate } from './auth';
import { cancelPayment } from './cancel';
import { confirmPayment } from './confirm';
import { type Locale, localeOf } from './messages';
import { type SandboxPayment, toTossPayment } from './payment-object';
import type { SandboxState } from './state';

const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_IDEMPOTENCY_KEY = 300;

/** A payment lookup's answer: the payment as Toss shows it, or NOT_FOUND_PAYMENT. */
const paymentOrNotFound = (payment: SandboxPayment | undefined, locale: Locale): ApiAnswer =>
  payment ? okAnswer(toTossPayment(payment, locale)) : errorAnswer('NOT_FOUND_PAYMENT', locale);

const sendJson = (reply: FastifyReply, status: number, payload: string) =>
  reply.code(status).type(JSON_TYPE).send(payload);

/**
 * Answers with `work` once its change is on file, `delayMs` after it was done. On POST routes an `Idempotency-Key` seen before (for the same secret key)
 * replays the first answer as it was sent, errors included, and `work` does not run again.
 */
async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  state: SandboxState,
  secretKey: string,
  work: (locale: Locale) => ApiAnswer,
  { loseAnswer = false, delayMs = 0 } = {},
) {
  const locale = localeOf(request.headers['accept-language']);
  const header = request.headers['idempotency-key'];
  const key = request.method === 'POST' && typeof header === 'string' && header ? header : null;
  if (key === null) {
    const result = work(locale);
    // Like the real service, nothing is answered before it is kept.
    await state.settled();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return sendJson(reply, result.status, JSON.stringify(result.body));
  }
  if (key.length > MAX_IDEMPOTENCY_KEY) {
    const tooLong = errorAnswer('INVALID_REQUEST', locale, {
      ko: `Idempotency-Key는 ${MAX_IDEMPOTENCY_KEY}자 이하여야 합니다.`,
      en: `Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY} characters.`,
    });
    return sendJson(reply, tooLong.status, JSON.stringify(tooLong.body));
  }
  const replay = state.recall(secretKey, key);
  if (replay) return sendJson(reply, replay.status, replay.payload);
  const result = work(locale);
  const payload = state.remember(secretKey, key, result);
  await state.settled();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (loseAnswer) {
    // Done and remembered, but the caller hears nothing: only a retry with the key tells it.
    reply.hijack();
    reply.raw.destroy();
    return reply;
  }
  return sendJson(reply, result.status, payload);
}

/** The Toss core API routes the shop uses (docs/integrations.md#core-api-conventions), under the plugin's prefix. */
export function registerApiRoutes(
  app: FastifyInstance,
  state: SandboxState,
  options: { confirmAnswerDelayMs?: number } = {},
): void {
  const secretKeys = new WeakMap<FastifyRequest, string>();

  // Runs before the body is parsed: a caller without a valid key gets 401 whatever it sent.
  async function requireSecretKey(request: FastifyRequest, reply: FastifyReply) {
    const auth = authenticate(request.headers.authorization);
    if (auth.ok) {
      secretKeys.set(request, auth.secretKey);
      return;
    }
    const failed = errorAnswer(auth.code, localeOf(request.headers['accept-language']));
    return sendJson(reply, failed.status, JSON.stringify(failed.body));
  }

  const respond = (
    request: FastifyRequest,
    reply: FastifyReply,
    work: (locale: Locale) => ApiAnswer,
    timing: { loseAnswer?: boolean; delayMs?: number } = {},
  ) => answer(request, reply, state, secretKeys.get(request) ?? '', work, timing);

  async function countConfirm() {
    state.countConfirmRequest();
  }

  app.post(
    '/v1/payments/confirm',
    { onRequest: [countConfirm, requireSecretKey] },
    async (request, reply) =>
      respond(request, reply, (locale) => confirmPayment(state, request.body, locale), {
        delayMs: options.confirmAnswerDelayMs ?? 0,
      }),
  );

  /** `GET {under}/:{param}`: the payment `find` gives for the parameter, or Toss's not-found. */
  const lookup = (
    under: string,
    param: string,
    find: (value: string) => SandboxPayment | undefined,
  ) =>
    app.get<{ Params: Record<string, string> }>(
      `${under}/:${param}`,
      { onRequest: requireSecretKey },
      async (request, reply) =>
        respond(request, reply, (locale) =>
          paymentOrNotFound(find(request.params[param] ?? ''), locale),
        ),
    );
  lookup('/v1/payments/orders', 'orderId', state.getByOrderId);
  lookup('/v1/payments', 'paymentKey', state.get);

  app.post<{ Params: { paymentKey: string } }>(
    '/v1/payments/:paymentKey/cancel',
    { onRequest: requireSecretKey },
    async (request, reply) =>
      respond(
        request,
        reply,
        (locale) => cancelPayment(state, request.params.paymentKey, request.body, locale),
        { loseAnswer: state.takeLostAnswer() },
      ),
  );
}
