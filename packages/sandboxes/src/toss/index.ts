import type { TossPayment } from '@shop/contract/toss-payment';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { registerFormParser } from '../lib/form-body';
import { registerApiRoutes } from './api-routes';
import { errorTexts, localeOf } from './messages';
import { toTossPayment } from './payment-object';
import { registerSdkRoute } from './sdk-route';
import { createSandboxState } from './state';
import { createFileStore } from './store';
import { registerVirtualAccountRoutes } from './virtual-account-routes';
import { createWebhooks, type WebhookOptions } from './webhooks';
import { registerWindowRoutes } from './window-routes';

export { SANDBOX_CLIENT_KEY, SANDBOX_SECRET_KEY } from './keys';
export type { WebhookOptions, WebhookSender } from './webhooks';

export interface TossSandboxOptions {
  now?: () => Date;
  /** How long an authenticated payment waits for confirm. Default 10 minutes, as at Toss. */
  sessionTtlMs?: number;
  /** The JSON file that keeps payments across restarts; memory only when absent. */
  file?: string;
  /** Where PAYMENT_STATUS_CHANGED and DEPOSIT_CALLBACK go; no webhooks when absent. */
  webhook?: WebhookOptions;
  /** How long an issued virtual account takes a deposit. Default 24 hours. */
  depositTtlMs?: number;
  /** How often sessions nobody confirmed are looked at, to expire (and announce) them. */
  expirySweepMs?: number;
  /**
   * A confirm is carried out and kept at once but answered this much later: the window in which
   * the shop's server can be killed between the provider's charge and its own commit.
   */
  confirmAnswerDelayMs?: number;
}

export interface TossSandbox {
  /** Fastify plugin; the app registers it with `{ prefix: '/sandbox/toss' }`. */
  plugin: FastifyPluginAsync;
  /** For tests: every Payment the sandbox holds, in Korean, oldest first. */
  payments(): TossPayment[];
  /** For tests: how many confirm requests reached the API, replays and refusals included. */
  confirmRequests(): number;
  /** For tests: the next cancel takes effect but its answer is lost on the way back. */
  loseNextCancelAnswer(): void;
  /** For tests: resolves once the webhooks sent so far were delivered or given up. */
  webhooksIdle(): Promise<void>;
}

/**
 * A local Toss Payments: the browser SDK, the payment window and the core API
 * (docs/integrations.md#toss-sandbox). Its payments live in memory and, given `file`, on disk across
 * restarts; given `webhook`, it announces status changes as Toss does. The plugin stays encapsulated: its form
 * parser and its Toss-style error answers apply to its own routes only.
 */
export function createTossSandbox(options: TossSandboxOptions = {}): TossSandbox {
  const now = options.now ?? (() => new Date());
  const webhooks = options.webhook && createWebhooks(options.webhook);
  const state = createSandboxState({
    now,
    sessionTtlMs: options.sessionTtlMs ?? 10 * 60 * 1000,
    ...(options.depositTtlMs !== undefined && { depositTtlMs: options.depositTtlMs }),
    ...(options.file !== undefined && { store: createFileStore(options.file) }),
    ...(webhooks && {
      onChange: (payment) => webhooks.notify(toTossPayment(payment, 'ko'), now()),
    }),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    registerFormParser(app);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const locale = localeOf(request.headers['accept-language']);
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const text = errorTexts.INVALID_REQUEST;
        return reply.code(status).send({ code: 'INVALID_REQUEST', message: text[locale] });
      }
      request.log.error({ err: error }, 'toss sandbox request failed');
      const text = errorTexts.FAILED_INTERNAL_SYSTEM_PROCESSING;
      return reply
        .code(500)
        .send({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: text[locale] });
    });

    registerWindowRoutes(app, state);
    registerVirtualAccountRoutes(app, state, (callback) => webhooks?.notifyDeposit(callback));
    registerSdkRoute(app);
    registerApiRoutes(app, state, {
      ...(options.confirmAnswerDelayMs !== undefined && {
        confirmAnswerDelayMs: options.confirmAnswerDelayMs,
      }),
    });

    const sweep = setInterval(() => state.all(), options.expirySweepMs ?? 60_000);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      webhooks?.close();
      await state.settled();
    });
  };

  return {
    plugin,
    payments: () => state.all().map((payment) => toTossPayment(payment, 'ko')),
    confirmRequests: state.confirmRequests,
    loseNextCancelAnswer: state.loseNextCancelAnswer,
    webhooksIdle: async () => webhooks?.idle(),
  };
}
