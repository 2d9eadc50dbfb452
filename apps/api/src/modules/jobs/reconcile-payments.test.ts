import { describe, expect, it } from 'vitest';
import { reconcilePaymentsJob, reconcileSummary } from './reconcile-payments';

describe('the payment reconciliation job', () => {
  it('runs every minute and reports its counts, naming what it could not settle', async () => {
    const asked: Date[] = [];
    const job = reconcilePaymentsJob({
      payments: {
        reconcileStale: async ({ now }) => {
          asked.push(now);
          return {
            lookedUp: 3,
            placed: 1,
            released: 1,
            refunded: 0,
            unchanged: 0,
            failed: [{ merchantId: 'M-1', reason: '결제사에 연결하지 못했습니다.' }],
          };
        },
      },
    });
    const now = new Date('2026-03-01T12:00:00Z');
    const output = await job.run(now);
    expect(output).toEqual({
      lookedUp: 3,
      placed: 1,
      released: 1,
      refunded: 0,
      unchanged: 0,
      failed: 1,
      failures: ['M-1: 결제사에 연결하지 못했습니다.'],
    });
    expect(asked).toEqual([now]);
    expect(job.cron).toBe('* * * * *');
    expect(job.summarize?.(output)).toBe(
      '조회 3 · 주문 완료 1 · 보류 해제 1 · 환불 0 · 변화 없음 0 · 실패 1 (M-1: 결제사에 연결하지 못했습니다.)',
    );
  });

  it('says nothing of an output it cannot read', () => {
    expect(reconcileSummary(null)).toBeNull();
    expect(reconcileSummary('shut down')).toBeNull();
  });
});
