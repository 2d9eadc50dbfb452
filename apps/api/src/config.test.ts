import path from 'node:path';
import { SANDBOX_CLIENT_KEY, SANDBOX_SECRET_KEY } from '@shop/sandboxes/credentials';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      admin: undefined,
      seedDemoData: true,
      sandbox: true,
      webhookRateLimitMax: 60,
      tossSandboxConfirmDelayMs: 0,
      reconcileConfirmingAfterMs: 120_000,
    });
  });

  it('reads every variable it is given; blank means unset', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://shop.example/',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      ADMIN_ID: 'boss',
      ADMIN_PASSWORD: 'Boss123$',
      SEED_DEMO_DATA: 'false',
      REDIS_URL: '',
      WEBHOOK_RATE_LIMIT_MAX: '120',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://shop.example',
      databaseUrl: 'postgres://u@db:5432/shop',
      admin: { userId: 'boss', password: 'Boss123$', nickname: '관리자' },
      seedDemoData: false,
      redisUrl: undefined,
      webhookRateLimitMax: 120,
    });
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(keys).toEqual(['PORT', 'DATABASE_URL', 'JWT_SECRET']);
    }
  });

  it('wants ADMIN_ID and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_ID: 'boss' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('runs the scheduled jobs unless JOBS_ENABLED turns them off on this instance', () => {
    expect(loadConfig({}).jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
    expect(() => loadConfig({ JOBS_ENABLED: 'sometimes' })).toThrow(/JOBS_ENABLED/);
  });

  it('keeps the sandboxes to this machine unless SANDBOX_OPEN opens them; never in production', () => {
    expect(loadConfig({}).sandboxOpen).toBe(false);
    expect(loadConfig({ SANDBOX_OPEN: 'true' }).sandboxOpen).toBe(true);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      TOSS_CLIENT_KEY: 'live_gck_abc',
      TOSS_SECRET_KEY: 'live_gsk_abc',
    };
    expect(() => loadConfig({ ...production, SANDBOX_OPEN: 'true' })).toThrow(/SANDBOX_OPEN/);
    expect(() => loadConfig({ ...production, TOSS_SANDBOX_CONFIRM_DELAY_MS: '5000' })).toThrow(
      /TOSS_SANDBOX_CONFIRM_DELAY_MS/,
    );
    expect(loadConfig({ ...production, SANDBOX_OPEN: 'false' }).sandbox).toBe(false);
  });

  it("sends the Toss sandbox's webhooks to this server unless told where, or none", () => {
    expect(loadConfig({ PORT: '4100' }).tossSandboxWebhookUrl).toBe(
      'http://127.0.0.1:4100/v1/payment/toss/webhook',
    );
    const elsewhere = 'http://127.0.0.1:9000/hooks/toss';
    expect(loadConfig({ TOSS_SANDBOX_WEBHOOK_URL: elsewhere }).tossSandboxWebhookUrl).toBe(
      elsewhere,
    );
    expect(loadConfig({ TOSS_SANDBOX_WEBHOOK_URL: 'none' }).tossSandboxWebhookUrl).toBeUndefined();
    expect(() => loadConfig({ TOSS_SANDBOX_WEBHOOK_URL: 'nowhere' })).toThrow(ConfigError);
  });

  it('requires a JWT secret and turns the sandboxes off in production', () => {
    const keys = { TOSS_CLIENT_KEY: 'live_gck_abc', TOSS_SECRET_KEY: 'live_gsk_abc' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...keys })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ...keys });
    expect(config.sandbox).toBe(false);
    expect(config.shutdownDrainMs).toBe(5_000);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        TOSS_CLIENT_KEY: SANDBOX_CLIENT_KEY,
        TOSS_SECRET_KEY: SANDBOX_SECRET_KEY,
      }),
    ).toThrow(/local sandbox keys/);
  });

  it('guards /metrics with a long enough token when one is given', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: 't'.repeat(24) }).metricsToken).toBe('t'.repeat(24));
  });

  it('uses the payment sandbox without Toss keys, and only outside production', () => {
    expect(loadConfig({ PORT: '3100' }).toss).toMatchObject({
      sandbox: true,
      apiBaseUrl: 'http://127.0.0.1:3100/sandbox/toss',
      clientKey: expect.stringContaining('_gck_'),
    });
    expect(
      loadConfig({ TOSS_CLIENT_KEY: 'test_gck_x', TOSS_SECRET_KEY: 'test_gsk_x' }).toss,
    ).toEqual({
      clientKey: 'test_gck_x',
      secretKey: 'test_gsk_x',
      apiBaseUrl: 'https://api.tosspayments.com',
      sandbox: false,
    });
    expect(() => loadConfig({ TOSS_CLIENT_KEY: 'test_gck_x' })).toThrow(/TOSS_SECRET_KEY/);
    expect(() =>
      loadConfig({ TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' }),
    ).toThrow(/TOSS_CLIENT_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /TOSS_SECRET_KEY/,
    );
  });

  it('points the postcode search at the stand-in, Kakao in production, a given URL, or nothing', () => {
    expect(loadConfig({}).postcode).toEqual({
      scriptUrl: '/sandbox/postcode/postcode.v2.js',
      sandbox: true,
    });
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      TOSS_CLIENT_KEY: 'live_gck_abc',
      TOSS_SECRET_KEY: 'live_gsk_abc',
    };
    expect(loadConfig(production).postcode).toEqual({
      scriptUrl: 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js',
      sandbox: false,
    });
    expect(
      loadConfig({ POSTCODE_SCRIPT_URL: 'https://cdn.example/postcode.v2.js' }).postcode,
    ).toEqual({ scriptUrl: 'https://cdn.example/postcode.v2.js', sandbox: false });
    expect(loadConfig({ POSTCODE_SCRIPT_URL: 'none' }).postcode).toEqual({
      scriptUrl: '',
      sandbox: false,
    });
    expect(() => loadConfig({ POSTCODE_SCRIPT_URL: 'postcode.js' })).toThrow(/POSTCODE_SCRIPT_URL/);
  });
});
