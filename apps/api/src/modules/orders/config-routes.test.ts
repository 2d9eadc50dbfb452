import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { call } from '../../../test/http';
import { SANDBOX_CLIENT_KEY } from '../../integrations/toss/sandbox/keys';

describe('GET /v1/config/checkout', () => {
  describe('without Toss keys (sandbox)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('answers the sandbox client key and the sandbox SDK, without signing in', async () => {
      const response = await call(t.app, 'GET', '/v1/config/checkout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        toss_client_key: SANDBOX_CLIENT_KEY,
        toss_sdk_url: '/sandbox/toss/sdk.js',
        sandbox: true,
      });
    });

    it('serves that SDK as JavaScript', async () => {
      const response = await call(t.app, 'GET', '/sandbox/toss/sdk.js');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('window.TossPayments = function TossPayments(clientKey)');
      expect(() => new Function(response.text)).not.toThrow();
    });
  });

  describe('with real Toss keys', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: { TOSS_CLIENT_KEY: 'test_gck_x', TOSS_SECRET_KEY: 'test_gsk_x' },
      });
    });
    afterAll(() => t.close());

    it('answers the configured client key and the real SDK, never the secret key', async () => {
      const response = await call(t.app, 'GET', '/v1/config/checkout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        toss_client_key: 'test_gck_x',
        toss_sdk_url: 'https://js.tosspayments.com/v2/standard',
        sandbox: false,
      });
      expect(response.text).not.toContain('test_gsk_x');
    });

    it('does not serve the sandbox SDK', async () => {
      const response = await call(t.app, 'GET', '/sandbox/toss/sdk.js');
      expect(response.status).toBe(404);
    });
  });
});
