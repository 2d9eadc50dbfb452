import { SANDBOX_CLIENT_KEY } from '@shop/sandboxes/credentials';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import {
  KAKAO_POSTCODE_ORIGINS,
  KAKAO_POSTCODE_SCRIPT_URL,
} from '../../integrations/postcode/script-urls';
import { TOSS_BROWSER_ORIGINS } from '../../plugins/security-headers';

describe('GET /v1/config/checkout', () => {
  describe('without Toss keys (sandbox)', () => {
    const t = useTestApp();

    it('answers the sandbox client key and the sandbox SDK, without signing in', async () => {
      const response = await call(t.app, 'GET', '/v1/config/checkout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        toss_client_key: SANDBOX_CLIENT_KEY,
        toss_sdk_url: '/sandbox/toss/sdk.js',
        sandbox: true,
        postcode_script_url: '/sandbox/postcode/postcode.v2.js',
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
    const t = useTestApp({
      env: { TOSS_CLIENT_KEY: 'test_gck_x', TOSS_SECRET_KEY: 'test_gsk_x' },
    });

    it('answers the configured client key and the real SDK, never the secret key', async () => {
      const response = await call(t.app, 'GET', '/v1/config/checkout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        toss_client_key: 'test_gck_x',
        toss_sdk_url: 'https://js.tosspayments.com/v2/standard',
        sandbox: false,
        postcode_script_url: '/sandbox/postcode/postcode.v2.js',
      });
      expect(response.text).not.toContain('test_gsk_x');
    });

    it('does not serve the sandbox SDK', async () => {
      const response = await call(t.app, 'GET', '/sandbox/toss/sdk.js');
      expect(response.status).toBe(404);
    });

    it("lets pages load Toss's script, frames and calls", async () => {
      const csp = policy(await call(t.app, 'GET', '/healthz'));
      expect(csp['script-src']).toEqual(["'self'", ...TOSS_BROWSER_ORIGINS]);
      expect(csp['frame-src']).toEqual(["'self'", ...TOSS_BROWSER_ORIGINS]);
      expect(csp['connect-src']).toEqual(["'self'", ...TOSS_BROWSER_ORIGINS]);
    });
  });

  describe('the postcode search', () => {
    it('serves the stand-in script by default, with a strict page policy', async () => {
      const t = await createTestApp();
      try {
        const script = await call(t.app, 'GET', '/sandbox/postcode/postcode.v2.js');
        expect(script.status).toBe(200);
        expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
        expect(script.text).toContain(
          'window.kakao = Object.assign(window.kakao || {}, namespace)',
        );
        expect(() => new Function(script.text)).not.toThrow();

        const csp = policy(await call(t.app, 'GET', '/healthz'));
        expect(csp['script-src']).toEqual(["'self'"]);
        expect(csp['frame-src']).toEqual(["'self'"]);
        expect(csp['connect-src']).toEqual(["'self'"]);
      } finally {
        await t.close();
      }
    });

    it("answers Kakao's script when configured, and lets pages load it and its frames", async () => {
      const t = await createTestApp({ env: { POSTCODE_SCRIPT_URL: KAKAO_POSTCODE_SCRIPT_URL } });
      try {
        const response = await call(t.app, 'GET', '/v1/config/checkout');
        expect(response.body).toMatchObject({ postcode_script_url: KAKAO_POSTCODE_SCRIPT_URL });
        expect((await call(t.app, 'GET', '/sandbox/postcode/postcode.v2.js')).status).toBe(404);

        const csp = policy(await call(t.app, 'GET', '/healthz'));
        expect(csp['script-src']).toEqual(["'self'", ...KAKAO_POSTCODE_ORIGINS.script]);
        expect(csp['frame-src']).toEqual(["'self'", ...KAKAO_POSTCODE_ORIGINS.frame]);
      } finally {
        await t.close();
      }
    });

    it('answers an empty script address when the search is off (manual entry only)', async () => {
      const t = await createTestApp({ env: { POSTCODE_SCRIPT_URL: 'none' } });
      try {
        const response = await call(t.app, 'GET', '/v1/config/checkout');
        expect(response.body).toMatchObject({ postcode_script_url: '' });
        expect((await call(t.app, 'GET', '/sandbox/postcode/postcode.v2.js')).status).toBe(404);
      } finally {
        await t.close();
      }
    });
  });
});

/** The page's CSP as directive → sources. */
function policy(response: { headers: Record<string, unknown> }): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}
