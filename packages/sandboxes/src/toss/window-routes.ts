import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomToken } from '../lib/crypto';
import { sendPage } from '../lib/send-page';
import { toTossPayment } from './payment-object';
import type { SandboxState } from './state';
import { checkApproval, checkWindowRequest, type WindowRequest } from './window-fields';
import {
  renderNotFoundPage,
  renderProblemPage,
  renderReceiptPage,
  renderWindowPage,
} from './window-page';

const CANCELED_BY_USER = '사용자가 결제를 취소하였습니다';

const asFields = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * `url` with `params` added after its own query (replacing any of the same name). Written with
 * encodeURIComponent, as Toss does: a space is %20, never `+`, so any decoder reads it back.
 */
function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const name of Object.keys(params)) {
    if (target.searchParams.has(name)) target.searchParams.delete(name);
  }
  const added = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  target.search = target.search ? `${target.search}&${added}` : added;
  return target.toString();
}

const windowUrl = (base: string, order: WindowRequest) =>
  withQuery(`${base}/window`, { ...order, amount: String(order.amount) });

/** The payment window and the card slip, under the plugin's prefix. */
export function registerWindowRoutes(app: FastifyInstance, state: SandboxState): void {
  const publicBase = (request: FastifyRequest) =>
    `${request.protocol}://${request.host}${app.prefix}`;

  app.get('/window', async (request, reply) => {
    const checked = checkWindowRequest(asFields(request.query));
    if (!checked.ok) return sendPage(reply, 400, renderProblemPage(checked.problems));
    const order = checked.value;
    const actions = {
      approve: `${app.prefix}/window/approve`,
      decline: `${app.prefix}/window/decline`,
    };
    return sendPage(reply, 200, renderWindowPage(order, actions), [
      order.successUrl,
      order.failUrl,
    ]);
  });

  app.post('/window/approve', async (request, reply) => {
    const checked = checkApproval(asFields(request.body));
    if (!checked.ok) return sendPage(reply, 400, renderProblemPage(checked.problems));
    const { order, outcome, redirectAmount } = checked.value;
    const base = publicBase(request);
    const paymentKey = `tsbx_${randomToken(18)}`;
    state.addAuthenticated({
      paymentKey,
      orderId: order.orderId,
      orderName: order.orderName,
      clientKey: order.clientKey,
      customerKey: order.customerKey,
      outcome,
      amount: order.amount,
      method: order.method,
      ...(order.customerName !== '' && { customerName: order.customerName }),
      ...(order.customerMobilePhone !== '' && { customerMobilePhone: order.customerMobilePhone }),
      receiptUrl: `${base}/receipt/${paymentKey}`,
      checkoutUrl: windowUrl(base, order),
    });
    const target = withQuery(order.successUrl, {
      paymentType: 'NORMAL',
      orderId: order.orderId,
      paymentKey,
      amount: String(redirectAmount ?? order.amount),
    });
    return reply.redirect(target, 303);
  });

  app.post('/window/decline', async (request, reply) => {
    const checked = checkWindowRequest(asFields(request.body));
    if (!checked.ok) return sendPage(reply, 400, renderProblemPage(checked.problems));
    const target = withQuery(checked.value.failUrl, {
      code: 'PAY_PROCESS_CANCELED',
      message: CANCELED_BY_USER,
      orderId: checked.value.orderId,
    });
    return reply.redirect(target, 303);
  });

  app.get<{ Params: { paymentKey: string } }>('/receipt/:paymentKey', async (request, reply) => {
    const payment = state.get(request.params.paymentKey);
    if (!payment?.approvedAt) return sendPage(reply, 404, renderNotFoundPage());
    return sendPage(reply, 200, renderReceiptPage(toTossPayment(payment, 'ko')));
  });
}
