import type { TossDepositCallback } from '@shop/contract/toss-payment';
import type { FastifyInstance } from 'fastify';
import { sendPage } from '../lib/send-page';
import type { SandboxState } from './state';
import { depositPayment, expireVirtualAccount } from './virtual-account';
import { renderVirtualAccountsPage } from './virtual-account-page';
import { renderProblemPage } from './window-page';

/**
 * The shopper's bank, under the plugin's prefix: a page of issued virtual accounts whose buttons
 * deposit (the payment becomes DONE and `onDeposit` is told) or let the due date pass.
 */
export function registerVirtualAccountRoutes(
  app: FastifyInstance,
  state: SandboxState,
  onDeposit: (callback: TossDepositCallback) => void,
): void {
  const listPath = `${app.prefix}/virtual-accounts`;

  app.get('/virtual-accounts', async (_request, reply) =>
    sendPage(reply, 200, renderVirtualAccountsPage(state.all(), app.prefix)),
  );

  app.post<{ Params: { paymentKey: string } }>(
    '/virtual-accounts/:paymentKey/deposit',
    async (request, reply) => {
      const outcome = depositPayment(state, request.params.paymentKey);
      if (!outcome.ok) return sendPage(reply, 409, renderProblemPage([outcome.reason]));
      onDeposit(outcome.callback);
      return reply.redirect(listPath, 303);
    },
  );

  app.post<{ Params: { paymentKey: string } }>(
    '/virtual-accounts/:paymentKey/expire',
    async (request, reply) => {
      const outcome = expireVirtualAccount(state, request.params.paymentKey);
      if (!outcome.ok) return sendPage(reply, 409, renderProblemPage([outcome.reason]));
      return reply.redirect(listPath, 303);
    },
  );
}
