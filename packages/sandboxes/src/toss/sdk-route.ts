import type { FastifyInstance } from 'fastify';
import { sendScript } from '../lib/send-page';
import { sandboxSdkScript } from './sdk-script';

/**
 * `GET /sdk.js`: the fake Toss SDK v2 (docs/integrations.md#toss-sandbox). The storefront loads it in
 * place of `https://js.tosspayments.com/v2/standard` when the checkout config says sandbox.
 */
export function registerSdkRoute(app: FastifyInstance): void {
  const script = sandboxSdkScript();
  app.get('/sdk.js', async (_request, reply) => sendScript(reply, script));
}
