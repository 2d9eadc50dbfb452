import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/http';
import { createMember, DEFAULT_TEST_PASSWORD } from '../db/factories';
import { hashPassword } from '../lib/passwords';

const WRONG = 'Wrong123$';
const signin = (app: TestApp, userId: string, password: string, ip = '198.51.100.7') =>
  call(app.app, 'POST', '/v1/users/signin', { body: { user_id: userId, password }, ip });

/** Members sharing one password hash, so that making many of them stays cheap. */
async function members(app: TestApp, count: number) {
  const passwordHash = await hashPassword(DEFAULT_TEST_PASSWORD);
  return Promise.all(
    Array.from({ length: count }, () =>
      createMember(app.database.db, { password: null, passwordHash }),
    ),
  );
}

describe('failed sign-ins per account and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        AUTH_FAILURES_PER_ACCOUNT: '10',
        AUTH_FAILURES_PER_IP: '30',
        AUTH_FAILURE_WINDOW_MS: '900000',
      },
    });
  });
  afterAll(() => t.close());

  it('lets 200 members sign in from one address within a minute', async () => {
    const crowd = await members(t, 200);
    const statuses: number[] = [];
    for (let i = 0; i < crowd.length; i += 20) {
      const batch = crowd.slice(i, i + 20);
      const answers = await Promise.all(
        batch.map((m) => signin(t, m.userId, DEFAULT_TEST_PASSWORD, '203.0.113.1')),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(200);
  });

  it('refuses the 11th wrong password of one account, from a new address too', async () => {
    const [member] = await members(t, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await signin(t, member!.userId, WRONG, `192.0.2.${i + 1}`)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));

    const eleventh = await signin(t, member!.userId, WRONG, '192.0.2.200');
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.body.detail).toMatch(/실패한 시도가 너무 많습니다/);
    // The right password waits for the window too: the answer tells nothing.
    const right = await signin(t, member!.userId, DEFAULT_TEST_PASSWORD, '192.0.2.201');
    expect(right.status).toBe(429);
    // The ID is compared as the shop compares IDs.
    const shouted = await signin(t, member!.userId.toUpperCase(), WRONG, '192.0.2.202');
    expect(shouted.status).toBe(429);
  });

  it('does not let parallel guesses overtake the account limit', async () => {
    const [member] = await members(t, 1);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signin(t, member!.userId, WRONG, `192.0.2.${i + 20}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('forgets earlier typos once the member gets in', async () => {
    const [member] = await members(t, 1);
    for (let i = 0; i < 9; i += 1) await signin(t, member!.userId, WRONG, '192.0.2.90');
    expect((await signin(t, member!.userId, DEFAULT_TEST_PASSWORD, '192.0.2.90')).status).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await signin(t, member!.userId, WRONG, '192.0.2.90')).status).toBe(401);
    }
  });

  it('stops failures spread over many accounts from one address at the address ceiling', async () => {
    const crowd = await members(t, 31);
    const statuses: number[] = [];
    for (const m of crowd) statuses.push((await signin(t, m.userId, WRONG, '203.0.113.66')).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
    // The address is stopped, its members elsewhere are not, and nor are other addresses.
    expect((await signin(t, crowd[0]!.userId, DEFAULT_TEST_PASSWORD, '203.0.113.66')).status).toBe(
      429,
    );
    expect((await signin(t, crowd[0]!.userId, DEFAULT_TEST_PASSWORD, '203.0.113.67')).status).toBe(
      200,
    );
  });
});

describe('the window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the right password until the 15 minutes have passed, then lets it in', async () => {
    // Only the clock is moved: the counters read Date, the requests run in real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    const [member] = await members(t, 1);
    for (let i = 0; i < 10; i += 1) await signin(t, member!.userId, WRONG);
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect((await signin(t, member!.userId, DEFAULT_TEST_PASSWORD)).status).toBe(429);
    vi.setSystemTime(Date.now() + 60_000 + 1_000);
    expect((await signin(t, member!.userId, DEFAULT_TEST_PASSWORD)).status).toBe(200);
  });
});

describe('the other calls that guess at accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_FAILURES_PER_ACCOUNT: '3', AUTH_FAILURES_PER_IP: '5', DUPLICATE_CHECK_MAX: '4' },
    });
  });
  afterAll(() => t.close());

  it('find-id counts misses per e-mail', async () => {
    const body = { name: '김없음', phone_num: '010-1111-2222', email: 'nobody@naver.com' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await call(t.app, 'POST', '/v1/users/find-id', { body, ip: `192.0.2.${i + 1}` })).status,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('find-id does not count a found ID', async () => {
    const [member] = await members(t, 1);
    const body = { name: member!.name, phone_num: member!.phone, email: member!.email };
    for (let i = 0; i < 8; i += 1) {
      const found = await call(t.app, 'POST', '/v1/users/find-id', { body, ip: '192.0.2.50' });
      expect(found.status).toBe(200);
    }
  });

  it('find-password counts every request for an ID, mailed or not', async () => {
    const [member] = await members(t, 1);
    const body = { user_id: member!.userId, email: member!.email };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await call(t.app, 'POST', '/v1/users/find-password', { body, ip: `192.0.2.${i + 60}` }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await t.outbox.list()).toHaveLength(3);
  });

  it('social sign-in counts bad codes per address', async () => {
    const body = { code: 'made-up', state: 'made-up' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await call(t.app, 'POST', '/v1/oauth/kakao/login', { body, ip: '192.0.2.99' })).status,
      );
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
  });

  it('the duplicate check is limited per address and minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (
          await call(t.app, 'POST', '/v1/users/check', {
            body: { user_id: 'someone' },
            ip: '192.0.2.120',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

// Runs where a Redis server is given (CI sets REDIS_URL to the machine's).
describe.runIf(process.env.REDIS_URL)('through Redis', () => {
  let redis: Redis;
  let first: TestApp;
  let second: TestApp;
  let otherShop: TestApp;
  const env = { AUTH_FAILURES_PER_ACCOUNT: '4', AUTH_FAILURES_PER_IP: '6' };

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL as string, {
      keyPrefix: `test-${randomBytes(4).toString('hex')}:`,
    });
    first = await createTestApp({ env, redis });
    second = await createTestApp({ env, redis, database: first.database });
    otherShop = await createTestApp({ env, redis });
  });
  afterAll(async () => {
    await otherShop.close();
    await second.close();
    await first.close();
    redis.disconnect();
  });

  it('counts the failures of one account on every instance together', async () => {
    const [member] = await members(first, 1);
    const statuses: number[] = [];
    for (const [i, app] of [first, second, first, second, first].entries()) {
      statuses.push((await signin(app, member!.userId, WRONG, `192.0.2.${i + 1}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('counts the failures of one address on every instance together', async () => {
    const crowd = await members(first, 7);
    const statuses: number[] = [];
    for (const [i, m] of crowd.entries()) {
      const app = i % 2 === 0 ? first : second;
      statuses.push((await signin(app, m.userId, WRONG, '203.0.113.9')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('keeps another shop on the same Redis apart', async () => {
    const [member] = await members(first, 1);
    for (let i = 0; i < 4; i += 1) await signin(first, member!.userId, WRONG, '203.0.113.10');
    expect((await signin(first, member!.userId, WRONG, '203.0.113.10')).status).toBe(429);
    // Same ID and address in another shop's database: its own counts, so a plain 401.
    await createMember(otherShop.database.db, { userId: member!.userId });
    expect((await signin(otherShop, member!.userId, WRONG, '203.0.113.10')).status).toBe(401);
  });
});
