import { pointMessages } from '@shop/contract/point-rules';
import { pointSummarySchema } from '@shop/contract/points';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../test/admin';
import { call } from '../../../test/http';
import { ledgerSum } from '../../../test/points';
import { shopper } from '../../../test/shop';
import { adminAudit } from '../../db/schema/index';
import { createPointService } from './service';

const t = adminTestApp();
const db = () => t.database.db;
const DAY = 24 * 60 * 60 * 1000;

const adjust = (memberId: number, body: Record<string, unknown>) =>
  t.asAdmin('POST', `/v1/admin/members/${memberId}/points`, body);

describe('an operator grants and deducts points', () => {
  it('grants usable points, deducts up to the usable balance, with the reason audited', async () => {
    const { member, token } = await shopper(t.app, db());
    const granted = await adjust(member.id, { amount: 15_000, reason: ' 배송 지연 보상 ' });
    expect(granted.status).toBe(200);
    expect(pointSummarySchema.parse(granted.body)).toMatchObject({
      balance: 15_000,
      usable: 15_000,
      spendable: true,
      entries: [{ kind: 'GRANT', amount: 15_000, reason: '배송 지연 보상' }],
    });

    const over = await adjust(member.id, { amount: -15_001, reason: '오지급 회수' });
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe(pointMessages.overDeduct(15_000));

    const deducted = await adjust(member.id, { amount: -5_000, reason: '오지급 회수' });
    expect(deducted.body).toMatchObject({ balance: 10_000, usable: 10_000 });

    const own = await call(t.app, 'GET', '/v1/users/me/points', { token });
    expect(own.body).toMatchObject({ balance: 10_000, total: 2 });
    expect(own.body.entries.map((e: { kind: string }) => e.kind)).toEqual(['DEDUCT', 'GRANT']);
    expect(await ledgerSum(db(), member.id)).toBe(10_000);

    const audited = await db()
      .select()
      .from(adminAudit)
      .where(
        and(eq(adminAudit.action, 'member.points'), eq(adminAudit.targetId, String(member.id))),
      );
    expect(audited.map((a) => a.detail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 15_000, reason: '배송 지연 보상' }),
        expect.objectContaining({ amount: -5_000, reason: '오지급 회수', usable_before: 15_000 }),
      ]),
    );
  });

  it('refuses a zero amount, a missing reason, an unknown member and a shopper', async () => {
    const { member, token } = await shopper(t.app, db());
    const zero = await adjust(member.id, { amount: 0, reason: '테스트 지급' });
    expect(zero.status).toBe(422);
    expect(zero.body.detail[0].msg).toBe(pointMessages.amountRequired);
    const noReason = await adjust(member.id, { amount: 1_000, reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.detail[0].msg).toBe(pointMessages.reasonRequired);
    expect((await adjust(member.id, { amount: 1.5, reason: '소수 지급' })).status).toBe(422);
    const unknown = await adjust(9_999_999, { amount: 1_000, reason: '없는 회원' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(pointMessages.memberNotFound);
    expect((await t.asAdmin('GET', '/v1/admin/members/9999999/points')).status).toBe(404);
    const asShopper = await call(t.app, 'POST', `/v1/admin/members/${member.id}/points`, {
      token,
      body: { amount: 1_000, reason: '셀프 지급' },
    });
    expect(asShopper.status).toBe(403);
    expect((await call(t.app, 'GET', '/v1/users/me/points')).status).toBe(401);
    expect(await ledgerSum(db(), member.id)).toBe(0);
  });

  it('never lets ten deductions at once take more than the usable balance', async () => {
    const { member } = await shopper(t.app, db());
    await adjust(member.id, { amount: 15_000, reason: '이벤트 지급' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        adjust(member.id, { amount: -3_000, reason: `차감 ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await ledgerSum(db(), member.id)).toBe(0);
    const summary = await t.asAdmin('GET', `/v1/admin/members/${member.id}/points?limit=5&page=2`);
    expect(summary.body).toMatchObject({ balance: 0, usable: 0, total: 6, page: 2, limit: 5 });
    expect(summary.body.entries).toHaveLength(1);
  });
});

describe('points expiry', () => {
  it('expires the whole balance three years after the last accrual, a new accrual restarting the clock', async () => {
    const { member } = await shopper(t.app, db());
    const start = new Date('2026-03-01T00:00:00Z');
    let now = start;
    const points = createPointService({
      db: db(),
      audit: t.app.services.admin.audit,
      now: () => now,
    });
    await points.adjust(1, member.id, { amount: 8_000, reason: '지급' });
    now = new Date(start.getTime() + 400 * DAY);
    await points.adjust(1, member.id, { amount: 2_000, reason: '추가 지급' });
    now = new Date(start.getTime() + 500 * DAY);
    await points.adjust(1, member.id, { amount: -1_000, reason: '차감' });

    const beforeRestart = new Date('2029-03-01T00:00:01Z');
    expect(await points.expireDue(beforeRestart)).toMatchObject({ members: 0 });
    const page = { page: 1, limit: 20 };
    now = beforeRestart;
    expect(await points.summary(member.id, page)).toMatchObject({
      balance: 9_000,
      expires_at: new Date(start.getTime() + 400 * DAY + 3 * 365 * DAY + DAY).toISOString(),
    });

    const due = new Date(start.getTime() + 400 * DAY + 3 * 366 * DAY);
    // Other members' balances in this database may expire in the same run.
    expect((await points.expireDue(due)).amount).toBeGreaterThanOrEqual(9_000);
    expect(await ledgerSum(db(), member.id)).toBe(0);
    now = due;
    const expired = await points.summary(member.id, page);
    expect(expired).toMatchObject({ balance: 0, usable: 0, expires_at: null, total: 4 });
    expect(expired.entries[0]).toMatchObject({ kind: 'EXPIRE', amount: -9_000 });
    expect((await points.expireDue(due)).members).toBe(0);
  });

  it('expires a balance whose time ran out before spending from it, even before the job ran', async () => {
    const { member } = await shopper(t.app, db());
    let now = new Date('2026-01-10T00:00:00Z');
    const points = createPointService({
      db: db(),
      audit: t.app.services.admin.audit,
      now: () => now,
    });
    await points.adjust(1, member.id, { amount: 20_000, reason: '지급' });
    now = new Date('2029-01-10T00:00:00Z');
    await expect(
      points.adjust(1, member.id, { amount: -10_000, reason: '만료된 적립금 차감' }),
    ).rejects.toMatchObject({ statusCode: 409, message: pointMessages.overDeduct(0) });
    expect(await points.summary(member.id, { page: 1, limit: 20 })).toMatchObject({
      balance: 0,
      entries: [{ kind: 'EXPIRE', amount: -20_000 }, { kind: 'GRANT' }],
    });
  });
});
