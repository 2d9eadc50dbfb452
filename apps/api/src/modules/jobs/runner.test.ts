import { type JobStatus, jobListSchema } from '@shop/contract/admin-jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { openSecondPool, openTestDatabase } from '../../../test/database';
import { pendingPurchase, stockedItem, succeed } from '../../../test/fake-shop';
import { call } from '../../../test/http';
import type { DatabaseHandle } from '../../db/client';
import { createMessagingFake } from '../../integrations/messaging/fake';
import { createTossFake } from '../../integrations/toss/fake';
import { CONFIRM_PURCHASES, EXPIRE_POINTS } from './after-delivery';
import { BUILD_FEEDS, REFRESH_FEEDS } from './build-feeds';
import { COMPARE_PAYMENTS } from './compare-payments';
import { DELIVER_NOTIFICATIONS } from './deliver-notifications';
import { EXPIRE_CHECKOUTS, EXPIRE_DEPOSITS } from './expire-checkouts';
import { PRUNE_GUEST_CARTS } from './prune-guest-carts';
import { PRUNE_SIGN_INS } from './prune-sign-ins';
import { RECONCILE_PAYMENTS } from './reconcile-payments';
import { RESTOCK_WAVES } from './restock-waves';
import { RUN_TRANSFERS } from './run-transfers';
import { createJobRunner, JOBS_SCHEMA, type JobDefinition } from './runner';
import { PRUNE_SEARCHES, REFRESH_SALES_COUNTS } from './search-upkeep';
import { createJobService } from './service';

/** Every job due every minute, looked at every second. */
const fast = {
  cronCheckSeconds: 1,
  pollSeconds: 0.5,
  schedules: {
    [EXPIRE_CHECKOUTS]: '* * * * *',
    [EXPIRE_DEPOSITS]: '* * * * *',
    [COMPARE_PAYMENTS]: '* * * * *',
    [BUILD_FEEDS]: '* * * * *',
    [REFRESH_FEEDS]: '* * * * *',
    [REFRESH_SALES_COUNTS]: '* * * * *',
    [PRUNE_SEARCHES]: '* * * * *',
    [DELIVER_NOTIFICATIONS]: '* * * * *',
    [PRUNE_GUEST_CARTS]: '* * * * *',
    [CONFIRM_PURCHASES]: '* * * * *',
    [EXPIRE_POINTS]: '* * * * *',
    [RESTOCK_WAVES]: '* * * * *',
    [RUN_TRANSFERS]: '* * * * *',
    [PRUNE_SIGN_INS]: '* * * * *',
  },
};
const quiet = { info: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(200);
  }
}

/** With fewer than `seconds` left in this minute, waits for the next: a run stays in one slot. */
async function awayFromMinuteEnd(seconds: number) {
  const left = 60 - new Date().getSeconds();
  if (left < seconds) await sleep(left * 1000 + 200);
}

async function runsOf(database: DatabaseHandle, name: string) {
  const { rows } = await database.executeSql(
    `select state::text as state from ${JOBS_SCHEMA}.job where name = $1`,
    [name],
  );
  return rows.map((r) => r.state);
}

describe('the job runner in the app', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    await awayFromMinuteEnd(20);
    t = await createTestApp({ env: { JOBS_ENABLED: 'true' }, jobs: fast });
    token = (await admin(t.app, t.database.db)).token;
  });
  afterAll(() => t?.close());

  it('runs each due job once and shows it to the back office', async () => {
    const jobs = await until(
      async () => {
        const answer = await call(t.app, 'GET', '/v1/admin/jobs', { token });
        expect(answer.status).toBe(200);
        return jobListSchema.parse(answer.body).jobs;
      },
      (list) => list.every((j) => j.last_state !== null),
    );
    expect(jobs.map((j: JobStatus) => [j.name, j.label, j.last_state, j.last_error])).toEqual([
      [EXPIRE_CHECKOUTS, '미결제 주문 자동 취소', 'completed', null],
      [EXPIRE_DEPOSITS, '입금 기한 지난 가상계좌 정리', 'completed', null],
      [RECONCILE_PAYMENTS, '결제 대사', 'completed', null],
      [COMPARE_PAYMENTS, '결제사 일일 대조', 'completed', null],
      [BUILD_FEEDS, '상품 피드 정기 생성 (네이버 EP · Google)', 'completed', null],
      [REFRESH_FEEDS, '상품 변경 시 피드 다시 생성', 'completed', null],
      [REFRESH_SALES_COUNTS, '판매량 집계 (인기순)', 'completed', null],
      [PRUNE_SEARCHES, '오래된 검색 기록 정리', 'completed', null],
      [DELIVER_NOTIFICATIONS, '주문 알림 발송 (메일 · 알림톡)', 'completed', null],
      [PRUNE_GUEST_CARTS, '오래된 비회원 장바구니 정리', 'completed', null],
      [CONFIRM_PURCHASES, '배송 완료·구매확정 자동 처리', 'completed', null],
      [EXPIRE_POINTS, '적립금 유효기간 소멸', 'completed', null],
      [RESTOCK_WAVES, '재입고 알림 발송', 'completed', null],
      [RUN_TRANSFERS, '가져오기·내보내기 실행', 'completed', null],
      [PRUNE_SIGN_INS, '만료된 로그인 정보 정리', 'completed', null],
    ]);
    for (const job of jobs) {
      expect(Date.now() - Date.parse(job.last_run_at!)).toBeLessThan(60_000);
    }
    expect(jobs.map((j) => j.schedule)).toEqual([
      '*/5 * * * *',
      '*/10 * * * *',
      '* * * * *',
      '0 4 * * *',
      '30 0 * * *',
      '*/10 * * * *',
      '*/10 * * * *',
      '30 4 * * *',
      '* * * * *',
      '40 4 * * *',
      '0 * * * *',
      '10 3 * * *',
      '* * * * *',
      '* * * * *',
      '0 * * * *',
    ]);
    expect(jobs.find((j) => j.name === RECONCILE_PAYMENTS)?.last_summary).toMatch(/^조회 \d+ · /);
    expect(jobs.find((j) => j.name === COMPARE_PAYMENTS)?.last_summary).toMatch(
      /^\d{4}-\d{2}-\d{2} 일치 \d+건 \/ 불일치 \d+건$/,
    );
    expect(await runsOf(t.database, EXPIRE_CHECKOUTS)).toEqual(['completed']);
  });

  it('keeps the shop answering while it runs', async () => {
    const answer = await call(t.app, 'GET', '/v1/items');
    expect(answer.status).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/v1/admin/jobs')).status).toBe(401);
  });
});

describe('order notifications', () => {
  it('are delivered right after the change that queued them, before the next scheduled run', async () => {
    const toss = createTossFake();
    const messaging = createMessagingFake();
    // Schedules looked at every 45 s and workers polling every 30 s: only the prompt run is quick.
    const t = await createTestApp({
      env: { JOBS_ENABLED: 'true' },
      jobs: { cronCheckSeconds: 45, pollSeconds: 30 },
      toss,
      messaging,
    });
    try {
      const item = await stockedItem(t.database.db, { M: 3 });
      const p = await pendingPurchase(t.app, t.database.db, toss, item, { M: 1 });
      const paidAt = Date.now();
      expect((await succeed(t.app, p)).status).toBe(200);
      const sent = await until(
        async () => messaging.sent.length,
        (n) => n > 0,
        10_000,
      );
      expect(sent).toBe(1);
      expect(messaging.sent[0]?.template_code).toBe('ONDO_ORDER_PLACED');
      expect(Date.now() - paidAt).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });
});

describe('a runner turned off', () => {
  it('still lets the back office see the jobs, never run', async () => {
    const t = await createTestApp();
    try {
      const { token } = await admin(t.app, t.database.db);
      const answer = await call(t.app, 'GET', '/v1/admin/jobs', { token });
      expect(answer.status).toBe(200);
      expect(jobListSchema.parse(answer.body).jobs.map((j) => j.last_state)).toEqual(
        Array(15).fill(null),
      );
    } finally {
      await t.close();
    }
  });
});

describe('a failing job', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is recorded as failed with its error, and the runner stops cleanly', async () => {
    let calls = 0;
    const failing: JobDefinition = {
      name: 'always-fails',
      label: '실패하는 작업',
      cron: '* * * * *',
      scheduleLabel: '1분마다',
      async run() {
        calls += 1;
        throw new Error('공급자가 응답하지 않습니다.');
      },
    };
    let statements = 0;
    const counted: DatabaseHandle = {
      ...database,
      executeSql: (text, values) => {
        statements += 1;
        return database.executeSql(text, values);
      },
    };
    const runner = createJobRunner({
      database: counted,
      jobs: [failing],
      log: quiet,
      tuning: { cronCheckSeconds: 1, pollSeconds: 0.5 },
    });
    await runner.start();
    const service = createJobService({ db: database.db, jobs: [failing] });
    const [status] = await until(
      () => service.list(),
      ([s]) => s?.last_state !== null,
    );
    await runner.stop();
    expect(status).toMatchObject({
      name: 'always-fails',
      last_state: 'failed',
      last_error: '공급자가 응답하지 않습니다.',
    });
    expect(calls).toBe(1);
    // Nothing of the runner touches the database after its stop.
    const count = statements;
    await sleep(1_500);
    expect(statements).toBe(count);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('two instances on one PostgreSQL', () => {
  it('run each scheduled job once per schedule', async () => {
    await awayFromMinuteEnd(25);
    const first = await createTestApp({ env: { JOBS_ENABLED: 'true' }, jobs: fast });
    // The second instance reaches the database through a pool of its own, as in a deployment.
    const secondPool = await openSecondPool(first.database);
    const second = await createTestApp({
      env: { JOBS_ENABLED: 'true' },
      jobs: fast,
      database: secondPool,
    });
    try {
      const database = first.database;
      await until(
        async () => [
          ...(await runsOf(database, EXPIRE_CHECKOUTS)),
          ...(await runsOf(database, RECONCILE_PAYMENTS)),
          ...(await runsOf(database, COMPARE_PAYMENTS)),
          ...(await runsOf(database, PRUNE_SIGN_INS)),
          ...(await runsOf(database, BUILD_FEEDS)),
          ...(await runsOf(database, REFRESH_FEEDS)),
          ...(await runsOf(database, REFRESH_SALES_COUNTS)),
          ...(await runsOf(database, PRUNE_SEARCHES)),
          ...(await runsOf(database, DELIVER_NOTIFICATIONS)),
          ...(await runsOf(database, PRUNE_GUEST_CARTS)),
        ],
        // The payment reconciliation, the feeds' refresh, the sales counts and the notifications'
        // delivery also run once as each instance starts.
        (states) => states.filter((s) => s === 'completed').length >= 18,
      );
      // Both instances keep looking every second; the minute's runs stay one per job.
      await sleep(4_000);
      expect(await runsOf(database, EXPIRE_CHECKOUTS)).toEqual(['completed']);
      expect(await runsOf(database, RECONCILE_PAYMENTS)).toEqual([
        'completed',
        'completed',
        'completed',
      ]);
      expect(await runsOf(database, COMPARE_PAYMENTS)).toEqual(['completed']);
      expect(await runsOf(database, PRUNE_SIGN_INS)).toEqual(['completed']);
      expect(await runsOf(database, PRUNE_GUEST_CARTS)).toEqual(['completed']);
      expect(await runsOf(database, BUILD_FEEDS)).toEqual(['completed']);
      expect(await runsOf(database, REFRESH_FEEDS)).toEqual([
        'completed',
        'completed',
        'completed',
      ]);
      expect(await runsOf(database, DELIVER_NOTIFICATIONS)).toEqual([
        'completed',
        'completed',
        'completed',
      ]);
      const [schedules] = (
        await database.executeSql(`select count(*)::int as n from ${JOBS_SCHEMA}.schedule`)
      ).rows;
      expect(schedules?.n).toBe(15);
    } finally {
      await second.close();
      await secondPool.close();
      await first.close();
    }
    // Up to 25 s waiting for a fresh minute, 15 s for the runs, 4 s watching for doubles.
  }, 60_000);
});
