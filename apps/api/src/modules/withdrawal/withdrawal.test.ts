import { withdrawalMessages, withdrawalPreviewSchema } from '@shop/contract/withdrawal';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call, signIn } from '../../../test/http';
import { ledgerSum } from '../../../test/points';
import { createCoupon, createMember, DEFAULT_TEST_PASSWORD } from '../../db/factories';
import {
  deliveryAddresses,
  members,
  orders,
  pointEntries,
  socialAccounts,
} from '../../db/schema/index';

const t = adminTestApp();
const db = () => t.database.db;

const preview = async (token: string) => {
  const answer = await call(t.app, 'GET', '/v1/users/me/withdrawal', { token });
  expect(answer.status).toBe(200);
  return withdrawalPreviewSchema.parse(answer.body);
};
const withdraw = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/v1/users/me/withdrawal', { token, body });

/** A member who bought once (confirmed), holds 12,000원 of points and a coupon, and an address. */
async function settledMember() {
  const member = await createMember(db());
  const token = (await signIn(t.app, member.userId)).token.access_token;
  const order = await paidOrder(t.app, db(), { M: 1 }, { buyer: { token } });
  for (const body of [
    { status: 'SHIPPED', carrier: 'CJ대한통운', tracking_number: '1234-5678-9012' },
    { status: 'DELIVERED' },
  ]) {
    expect((await t.asAdmin('POST', `/v1/admin/orders/${order.orderId}/status`, body)).status).toBe(
      200,
    );
  }
  expect((await call(t.app, 'POST', `/v1/orders/${order.orderId}/confirm`, { token })).status).toBe(
    200,
  );
  await t.asAdmin('POST', `/v1/admin/members/${member.id}/points`, {
    amount: 12_000,
    reason: '이벤트 지급',
  });
  const coupon = await createCoupon(db());
  await call(t.app, 'POST', '/v1/users/me/add/coupon', { token, body: { coupon_id: coupon.id } });
  await db().insert(deliveryAddresses).values({
    memberId: member.id,
    deliveryName: '집',
    recipientName: '김온도',
    postCode: '04779',
    address: '서울 성동구 성수이로 113',
    recipientPhone: '010-1234-5678',
    isBase: true,
  });
  return { member, token, order };
}

describe('회원 탈퇴', () => {
  it('shows what is lost, then erases the profile, forfeits the points and keeps the orders', async () => {
    const { member, token, order } = await settledMember();
    expect(await preview(token)).toEqual({
      confirm_with: 'password',
      points: 12_000 + 300,
      coupons: 1,
      orders_in_progress: 0,
      can_withdraw: true,
      order_records_kept_years: 5,
    });

    const noAgree = await withdraw(token, { password: DEFAULT_TEST_PASSWORD });
    expect(noAgree.status).toBe(422);
    expect(noAgree.body.detail[0]).toMatchObject({ loc: ['body', 'agree'] });
    const noPassword = await withdraw(token, { agree: true });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.detail[0]).toMatchObject({
      loc: ['body', 'password'],
      msg: withdrawalMessages.passwordRequired,
    });
    const wrong = await withdraw(token, { agree: true, password: 'Wrong123$' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe(withdrawalMessages.passwordWrong);

    const done = await withdraw(token, {
      agree: true,
      password: DEFAULT_TEST_PASSWORD,
      reason: ' 자주 이용하지 않음 ',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: withdrawalMessages.done });

    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({
      userId: `withdrawn-${member.id}`,
      name: '탈퇴회원',
      passwordHash: null,
      phone: null,
      email: null,
      withdrawalReason: '자주 이용하지 않음',
    });
    expect(row!.withdrawnAt).not.toBeNull();
    expect(
      await db().select().from(deliveryAddresses).where(eq(deliveryAddresses.memberId, member.id)),
    ).toEqual([]);
    expect(await ledgerSum(db(), member.id)).toBe(0);
    const forfeits = await db()
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.memberId, member.id));
    expect(forfeits.filter((l) => l.kind === 'FORFEIT').map((l) => l.amount)).toEqual(
      expect.arrayContaining([-12_000, -300]),
    );
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(kept).toMatchObject({ memberId: member.id, status: 'PURCHASE_CONFIRMED' });
    // The back office marks the member as gone.
    const shown = await t.asAdmin('GET', `/v1/admin/members/${member.id}`);
    expect(shown.body).toMatchObject({ nickname: `탈퇴회원-${member.id}` });
    expect(shown.body.withdrawn_at).not.toBeNull();

    // The old token is refused, the old ID no longer signs in, and it is free for a new sign-up.
    expect((await call(t.app, 'GET', '/v1/users/me', { token })).status).toBe(401);
    const signin = await call(t.app, 'POST', '/v1/users/signin', {
      body: { user_id: member.userId, password: DEFAULT_TEST_PASSWORD },
    });
    expect(signin.status).not.toBe(200);
    const again = await call(t.app, 'POST', '/v1/users/signup', {
      body: {
        user_id: member.userId,
        email: member.email,
        name: '김온도',
        password: 'Secure123$',
        nickname: `다시${member.id}`,
        phone_num: '010-1234-5678',
      },
    });
    expect(again.status, again.text).toBe(201);
  });

  it('waits for the orders in progress', async () => {
    const member = await createMember(db());
    const token = (await signIn(t.app, member.userId)).token.access_token;
    await paidOrder(t.app, db(), { M: 1 }, { buyer: { token } });
    expect(await preview(token)).toMatchObject({ orders_in_progress: 1, can_withdraw: false });
    const refused = await withdraw(token, { agree: true, password: DEFAULT_TEST_PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(withdrawalMessages.ordersInProgress(1));
    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ userId: member.userId, withdrawnAt: null });
  });

  it('lets a Kakao-only member leave with a fresh consent, unlinking the account', async () => {
    const member = await createMember(db(), { password: null });
    await db()
      .insert(socialAccounts)
      .values({ provider: 'kakao', providerUserId: `kakao-${member.id}`, memberId: member.id });
    const token = (await t.app.services.auth.issueTokens({ id: member.id, role: 'member' }))
      .access_token;
    expect((await preview(token)).confirm_with).toBe('consent');
    expect((await withdraw(token, { agree: true })).status).toBe(200);
    expect(
      await db().select().from(socialAccounts).where(eq(socialAccounts.memberId, member.id)),
    ).toEqual([]);
    expect((await call(t.app, 'GET', '/v1/users/me/withdrawal', { token })).status).toBe(401);
  });
});
