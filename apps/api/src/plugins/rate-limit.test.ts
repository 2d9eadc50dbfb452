import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/http';

// Runs where a Redis server is given (CI sets REDIS_URL to the machine's).
describe.runIf(process.env.REDIS_URL)('rate limits through Redis', () => {
  let redis: Redis;
  let first: TestApp;
  let second: TestApp;
  const env = { RATE_LIMIT_MAX: '4' };

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL as string, {
      keyPrefix: `test-${randomBytes(4).toString('hex')}:`,
    });
    first = await createTestApp({ env, redis });
    second = await createTestApp({ env, redis, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    redis.disconnect();
  });

  it('counts the calls of every instance together', async () => {
    const body = { user_id: 'someone', password: 'Wrong123$' };
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first]) {
      statuses.push((await call(app.app, 'POST', '/v1/users/signin', { body })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
