import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { createDbViewCounter, createRedisViewCounter, type ViewCounter } from './view-counter';

async function countsOncePerViewer(counter: ViewCounter) {
  const viewer = `a:${randomBytes(6).toString('hex')}`;
  expect(await counter.firstViewToday('qna', 1, viewer)).toBe(true);
  expect(await counter.firstViewToday('qna', 1, viewer)).toBe(false);
  expect(await counter.firstViewToday('qna', 2, viewer)).toBe(true);
  expect(await counter.firstViewToday('notice', 1, viewer)).toBe(true);
  expect(await counter.firstViewToday('qna', 1, `${viewer}-other`)).toBe(true);
}

describe('view counter in the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  it('counts a viewer once a day per content', () =>
    countsOncePerViewer(createDbViewCounter(database.db)));
});

describe.runIf(process.env.REDIS_URL)('view counter in Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL as string, {
      keyPrefix: `test-${randomBytes(4).toString('hex')}:`,
    });
  });
  afterAll(() => redis.disconnect());
  it('counts a viewer once a day per content, for every instance', async () => {
    await countsOncePerViewer(createRedisViewCounter(redis));
    const viewer = 'm:7';
    const [a, b] = [createRedisViewCounter(redis), createRedisViewCounter(redis)];
    expect(await a.firstViewToday('qna', 9, viewer)).toBe(true);
    expect(await b.firstViewToday('qna', 9, viewer)).toBe(false);
  });
});
