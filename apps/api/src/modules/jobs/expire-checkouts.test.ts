import { describe, expect, it } from 'vitest';
import { CHECKOUT_ABANDONED_AFTER_MS, expireCheckoutsJob, expiryReport } from './expire-checkouts';
import { errorOf } from './service';

describe('the checkout expiry job', () => {
  it('asks for the orders untouched for 30 minutes before the run', async () => {
    const asked: { olderThan: number; now: Date }[] = [];
    const job = expireCheckoutsJob({
      orders: {
        expireStalePending: async (input) => {
          asked.push(input);
          return { cancelled: 2, settled: 1, left: 0, failed: [] };
        },
      },
    });
    const now = new Date('2026-03-01T12:00:00Z');
    expect(await job.run(now)).toEqual({ cancelled: 2, settled: 1, left: 0 });
    expect(asked).toEqual([{ olderThan: 30 * 60_000, now }]);
    expect(CHECKOUT_ABANDONED_AFTER_MS).toBe(30 * 60_000);
    expect(job.cron).toBe('*/5 * * * *');
  });

  it('fails a run in which an order could not be handled, naming it', () => {
    expect(() =>
      expiryReport({
        cancelled: 3,
        settled: 0,
        left: 1,
        failed: [{ merchantId: 'M-1', reason: '결제사에 연결하지 못했습니다.' }],
      }),
    ).toThrow('주문 1건을 만료하지 못했습니다 (M-1: 결제사에 연결하지 못했습니다.). 취소 3건');
  });
});

describe('errorOf', () => {
  it('reads the message a failed run left', () => {
    expect(errorOf({ name: 'Error', message: '실패', stack: '…' })).toBe('실패');
    expect(errorOf({ value: { message: 'job failed by timeout in active state' } })).toBe(
      'job failed by timeout in active state',
    );
    expect(errorOf({ value: 'shut down' })).toBe('shut down');
    expect(errorOf(null)).toBeNull();
  });
});
