import { paymentComparisonAnswerSchema } from '@shop/contract/admin-payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import type { TestApp } from '../../../test/app';
import { fakeShop, pendingPurchase, stockedItem, succeed } from '../../../test/fake-shop';
import { call } from '../../../test/http';
import type { TossFake } from '../../integrations/toss/fake';
import { seoulDate } from '../../lib/seoul-days';
import { createPaymentComparison } from '../payments/compare-service';
import { comparePaymentsJob, comparisonSummary } from './compare-payments';

let t: TestApp;
let toss: TossFake;
beforeAll(async () => {
  ({ t, toss } = await fakeShop());
});
afterAll(() => t.close());

describe('the compare-payments job', () => {
  it('runs at 04:00 in Seoul for the day before, and replaces an earlier run of that day', async () => {
    const db = t.database.db;
    const item = await stockedItem(db, { M: 5 });
    const p = await pendingPurchase(t.app, db, toss, item, { M: 1 });
    expect((await succeed(t.app, p)).status).toBe(200);
    const today = seoulDate(new Date());
    const tomorrowAtFour = new Date(`${today}T04:00:00+09:00`).getTime() + 24 * 3_600_000;

    const job = comparePaymentsJob({ payments: createPaymentComparison({ db, toss }) });
    expect(job.cron).toBe('0 4 * * *');
    const output = await job.run(new Date(tomorrowAtFour));
    expect(output).toEqual({ date: today, matched: 1, mismatched: 0 });
    expect(comparisonSummary(output)).toBe(`${today} 일치 1건 / 불일치 0건`);
    await job.run(new Date(tomorrowAtFour));

    const { token } = await admin(t.app, db);
    const answer = await call(t.app, 'GET', '/v1/admin/payments/comparison', { token });
    expect(answer.status).toBe(200);
    expect(paymentComparisonAnswerSchema.parse(answer.body).comparison).toMatchObject({
      date: today,
      matched: 1,
      mismatched: 0,
      differences: [],
    });
  });

  it('summarises nothing it cannot read', () => {
    expect(comparisonSummary(null)).toBeNull();
  });
});
