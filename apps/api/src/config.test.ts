import path from 'node:path';
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
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://shop.example',
      databaseUrl: 'postgres://u@db:5432/shop',
      admin: { userId: 'boss', password: 'Boss123$', nickname: '관리자' },
      seedDemoData: false,
      redisUrl: undefined,
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

  it('requires a JWT secret and turns the sandboxes off in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config.sandbox).toBe(false);
  });
});
