import { adminMemberDetailSchema, adminMemberListSchema } from '@shop/contract/admin-members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, paidOrder } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { call } from '../../../test/http';
import { shopper } from '../../../test/shop';
import { createCoupon, createMember } from '../../db/factories';

let t: TestApp;
let boss: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('members', () => {
  it('finds members and shows their orders and coupons', async () => {
    const { token } = boss;
    const buyer = await shopper(t.app, t.database.db);
    const coupon = await createCoupon(t.database.db, { name: '감사 쿠폰' });
    const order = await paidOrder(t.app, t.database.db, { M: 1 }, { buyer, couponId: coupon.id });

    const found = adminMemberListSchema.parse(
      (
        await call(t.app, 'GET', `/v1/admin/members?q=${buyer.member.userId.toUpperCase()}`, {
          token,
        })
      ).body,
    );
    expect(found.members).toEqual([
      expect.objectContaining({
        member_id: buyer.member.id,
        role: 'member',
        order_count: 1,
        paid_total: order.total,
      }),
    ]);
    const byNickname = await call(
      t.app,
      'GET',
      `/v1/admin/members?q=${encodeURIComponent(buyer.member.nickname)}`,
      { token },
    );
    expect(byNickname.body.total).toBe(1);
    const admins = await call(t.app, 'GET', '/v1/admin/members?role=admin', { token });
    expect(admins.body.members.map((m: { member_id: number }) => m.member_id)).toEqual([
      boss.member.id,
    ]);

    const detail = adminMemberDetailSchema.parse(
      (await call(t.app, 'GET', `/v1/admin/members/${buyer.member.id}`, { token })).body,
    );
    expect(detail.orders.map((o) => o.order_id)).toEqual([order.orderId]);
    expect(detail.coupons).toEqual([
      expect.objectContaining({
        coupon_id: coupon.id,
        name: '감사 쿠폰',
        order_id: order.orderId,
        used_at: expect.any(String),
      }),
    ]);
    expect((await call(t.app, 'GET', '/v1/admin/members/999999', { token })).status).toBe(404);
  });

  it("grants and removes the admin role, never one's own, audited", async () => {
    const { token } = boss;
    const other = await createMember(t.database.db);
    const granted = await call(t.app, 'PUT', `/v1/admin/members/${other.id}/role`, {
      token,
      body: { role: 'admin' },
    });
    expect(granted.body.role).toBe('admin');

    const own = await call(t.app, 'PUT', `/v1/admin/members/${boss.member.id}/role`, {
      token,
      body: { role: 'member' },
    });
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe('자신의 관리자 권한은 해제할 수 없습니다.');

    const removed = await call(t.app, 'PUT', `/v1/admin/members/${other.id}/role`, {
      token,
      body: { role: 'member' },
    });
    expect(removed.body.role).toBe('member');
    const audit = await call(
      t.app,
      'GET',
      `/v1/admin/audit?target_type=member&target_id=${other.id}`,
      { token },
    );
    expect(audit.body.entries.map((e: { detail: { to: string } }) => e.detail.to)).toEqual([
      'member',
      'admin',
    ]);
    expect(audit.body.entries[0].actor.member_id).toBe(boss.member.id);
  });

  it('keeps an admin when two admins remove each other at the same time', async () => {
    const a = await admin(t.app, t.database.db);
    const b = await admin(t.app, t.database.db);
    // Only these two (and the first admin) are admins; take the first one out of the picture.
    const first = await call(t.app, 'PUT', `/v1/admin/members/${boss.member.id}/role`, {
      token: a.token,
      body: { role: 'member' },
    });
    expect(first.status).toBe(200);
    const [ab, ba] = await Promise.all([
      call(t.app, 'PUT', `/v1/admin/members/${b.member.id}/role`, {
        token: a.token,
        body: { role: 'member' },
      }),
      call(t.app, 'PUT', `/v1/admin/members/${a.member.id}/role`, {
        token: b.token,
        body: { role: 'member' },
      }),
    ]);
    expect([ab.status, ba.status].sort()).toEqual([200, 403]);
    const admins = await call(t.app, 'GET', '/v1/admin/members?role=admin', {
      token: ab.status === 200 ? a.token : b.token,
    });
    expect(admins.body.total).toBe(1);
  });

  it('makes an admin from the command path, by login id', async () => {
    const member = await createMember(t.database.db);
    const row = await t.app.services.admin.members.grantByUserId(member.userId.toUpperCase());
    expect(row.role).toBe('admin');
    await expect(t.app.services.admin.members.grantByUserId('nobody-here')).rejects.toThrow(
      '회원을 찾을 수 없습니다.',
    );
  });
});
