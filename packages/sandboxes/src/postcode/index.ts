import type { FastifyPluginAsync } from 'fastify';
import { sendScript } from '../lib/send-page';
import { sandboxPostcodeScript } from './script';

/**
 * A local Kakao postcode service (docs/integrations.md#postcode-sandbox): `GET /postcode.v2.js`, the script the
 * storefront loads in place of Kakao's when the checkout config points at the sandbox. The app
 * registers it with `{ prefix: '/sandbox/postcode' }`.
 */
export const postcodeSandbox: FastifyPluginAsync = async (app) => {
  const script = sandboxPostcodeScript();
  app.get('/postcode.v2.js', async (_request, reply) => sendScript(reply, script));
};
