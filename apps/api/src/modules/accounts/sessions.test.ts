import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestApp } from '../../../test/hooks';
import { call, resetTokenFromMail, signedInMember, signIn } from '../../../test/http';
import { claimsOf, craftAccessToken } from '../../../test/tokens';
import { createItem, createMember, DEFAULT_TEST_PASSWORD } from '../../db/factories';
import { members } from '../../db/schema/index';
import { authText } from './auth-messages';

const t = useTestApp();

const NEW_PASSWORD = 'Changed99!';

const me = (token: string, app = t.app) => call(app, 'GET', '/v1/users/me', { token });
const refresh = (token: string) =>
  call(t.app, 'POST', '/v1/users/refresh', { body: { refresh_token: token } });
const logout = (access: string, refreshToken: string) =>
  call(t.app, 'POST', '/v1/users/logout', { token: access, body: { refresh_token: refreshToken } });

/** What a token pair gets now: its access token on GET /me, then its refresh token renewed. */
const pairAnswers = async (pair: { access_token: string; refresh_token: string }) => [
  (await me(pair.access_token)).status,
  (await refresh(pair.refresh_token)).status,
];

async function changePassword(access: string) {
  const res = await call(t.app, 'PUT', '/v1/users/me', {
    token: access,
    body: {
      current_password: DEFAULT_TEST_PASSWORD,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    },
  });
  expect(res.status).toBe(200);
}

async function validAfterSeconds(memberId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ at: members.tokensValidAfter })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row?.at) throw new Error('no tokens_valid_after');
  return row.at.getTime() / 1000;
}

describe('a password change or reset ends every session', () => {
  it('refuses the earlier refresh and access tokens of every device after a change', async () => {
    const member = await createMember(t.database.db);
    const phone = (await signIn(t.app, member.userId)).token;
    const laptop = (await signIn(t.app, member.userId)).token;
    await changePassword(phone.access_token);

    for (const session of [phone, laptop]) {
      const old = await me(session.access_token);
      expect(old.status).toBe(401);
      expect(old.body).toEqual({ detail: authText.sessionEnded });
      expect((await refresh(session.refresh_token)).status).toBe(401);
    }
    const again = (await signIn(t.app, member.userId, NEW_PASSWORD)).token;
    expect(await pairAnswers(again)).toEqual([200, 200]);
  });

  it('refuses the earlier access tokens after a reset by mail', async () => {
    const member = await createMember(t.database.db);
    const session = (await signIn(t.app, member.userId)).token;
    await call(t.app, 'POST', '/v1/users/find-password', {
      body: { user_id: member.userId, email: member.email },
    });
    const reset = await call(t.app, 'POST', '/v1/users/set_newpassword', {
      body: {
        verification_token: await resetTokenFromMail(t.outbox, member.email!),
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    });
    expect(reset.status).toBe(200);
    expect(await pairAnswers(session)).toEqual([401, 401]);
    const again = (await signIn(t.app, member.userId, NEW_PASSWORD)).token;
    expect((await me(again.access_token)).status).toBe(200);
  });

  it('keeps whole seconds: a token of the change’s second works, one of the second before does not', async () => {
    const member = await createMember(t.database.db);
    await changePassword((await signIn(t.app, member.userId)).token.access_token);
    const cutoff = await validAfterSeconds(member.id);
    expect(Number.isInteger(cutoff)).toBe(true);

    // A live session after the change; only the issue time of its access token differs.
    const fresh = (await signIn(t.app, member.userId, NEW_PASSWORD)).token;
    const { sid } = claimsOf(fresh.access_token);
    const sameSecond = await craftAccessToken({ sub: String(member.id), sid, iat: cutoff });
    const secondBefore = await craftAccessToken({ sub: String(member.id), sid, iat: cutoff - 1 });
    expect((await me(sameSecond)).status).toBe(200);
    const refused = await me(secondBefore);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ detail: authText.sessionEnded });
  });

  it('refuses a token issued in the change’s second before the change: its session is over', async () => {
    const member = await createMember(t.database.db);
    const before = (await signIn(t.app, member.userId)).token;
    await changePassword(before.access_token);
    const cutoff = await validAfterSeconds(member.id);
    const { sid } = claimsOf(before.access_token);
    const sameSecondOldSession = await craftAccessToken({
      sub: String(member.id),
      sid,
      iat: cutoff,
    });
    expect((await me(sameSecondOldSession)).status).toBe(401);
  });
});

describe('POST /v1/users/logout', () => {
  it('ends that session (refresh and access token) and no other', async () => {
    const member = await createMember(t.database.db);
    const phone = (await signIn(t.app, member.userId)).token;
    const laptop = (await signIn(t.app, member.userId)).token;

    const res = await logout(phone.access_token, phone.refresh_token);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');

    const old = await me(phone.access_token);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ detail: authText.sessionEnded });
    expect((await refresh(phone.refresh_token)).status).toBe(401);
    expect(await pairAnswers(laptop)).toEqual([200, 200]);
  });

  it('ends a session whose tokens were renewed, by the newest pair', async () => {
    const member = await createMember(t.database.db);
    const first = (await signIn(t.app, member.userId)).token;
    const renewed = (await refresh(first.refresh_token)).body;
    expect((await logout(renewed.access_token, renewed.refresh_token)).status).toBe(204);
    expect(await pairAnswers(renewed)).toEqual([401, 401]);
  });

  it('is refused on every instance of the API at once', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      const member = await createMember(t.database.db);
      const session = (await signIn(t.app, member.userId)).token;
      expect((await me(session.access_token, other.app)).status).toBe(200);
      expect((await logout(session.access_token, session.refresh_token)).status).toBe(204);
      expect((await me(session.access_token, other.app)).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('leaves another member’s session alone when handed their refresh token', async () => {
    const member = await createMember(t.database.db);
    const victim = await createMember(t.database.db);
    const own = (await signIn(t.app, member.userId)).token;
    const theirs = (await signIn(t.app, victim.userId)).token;
    expect((await logout(own.access_token, theirs.refresh_token)).status).toBe(204);
    expect(await pairAnswers(theirs)).toEqual([200, 200]);
    expect((await me(own.access_token)).status).toBe(401);
  });

  it('needs an access token and a refresh token', async () => {
    const member = await createMember(t.database.db);
    const session = (await signIn(t.app, member.userId)).token;
    const anonymous = await call(t.app, 'POST', '/v1/users/logout', {
      body: { refresh_token: session.refresh_token },
    });
    expect(anonymous.status).toBe(401);
    const empty = await call(t.app, 'POST', '/v1/users/logout', {
      token: session.access_token,
      body: {},
    });
    expect(empty.status).toBe(422);
    expect(empty.body.detail[0].loc).toEqual(['body', 'refresh_token']);
    expect((await me(session.access_token)).status).toBe(200);
  });
});

describe('POST /v1/users/logout-all', () => {
  it('ends every session of the member, and only theirs', async () => {
    const member = await createMember(t.database.db);
    const bystander = await createMember(t.database.db);
    const phone = (await signIn(t.app, member.userId)).token;
    const laptop = (await signIn(t.app, member.userId)).token;
    const other = (await signIn(t.app, bystander.userId)).token;

    const res = await call(t.app, 'POST', '/v1/users/logout-all', { token: laptop.access_token });
    expect(res.status).toBe(204);
    for (const session of [phone, laptop]) {
      expect(await pairAnswers(session)).toEqual([401, 401]);
    }
    expect(await pairAnswers(other)).toEqual([200, 200]);

    const again = (await signIn(t.app, member.userId)).token;
    expect((await me(again.access_token)).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await call(t.app, 'POST', '/v1/users/logout-all')).status).toBe(401);
  });
});

describe('access tokens are checked against the member', () => {
  it('refuses a well signed token of a member who does not exist', async () => {
    const item = await createItem(t.database.db);
    const token = await craftAccessToken({ sub: '987654', sid: randomUUID() });
    const list = await call(t.app, 'GET', '/v1/cart/', { token });
    expect(list.status).toBe(401);
    expect(list.body).toEqual({ detail: authText.tokenInvalid });
    const add = await call(t.app, 'POST', '/v1/cart/create', {
      token,
      body: { item_id: item.id, options: [{ color_size: 'FREE', quantity: 1 }] },
    });
    expect(add.status).toBe(401);
    expect((await call(t.app, 'GET', '/v1/users/me', { token })).status).toBe(401);
  });

  it('refuses the tokens of a member who was removed', async () => {
    const { member, token } = await signedInMember(t.app, t.database.db);
    await t.database.db.delete(members).where(eq(members.id, member.id));
    expect((await call(t.app, 'GET', '/v1/cart/', { token: token.access_token })).status).toBe(401);
  });

  it('refuses tokens without an expiry, an issue time, a subject or a session', async () => {
    const member = await createMember(t.database.db);
    const { sid } = claimsOf((await signIn(t.app, member.userId)).token.access_token);
    const sub = String(member.id);
    expect((await me(await craftAccessToken({ sub, sid }))).status).toBe(200);
    for (const token of [
      await craftAccessToken({ sub, sid, exp: null }),
      await craftAccessToken({ sub, sid, iat: null }),
      await craftAccessToken({ sub: null, sid }),
      await craftAccessToken({ sub }),
      await craftAccessToken({ sub: 'abc', sid }),
      await craftAccessToken({ sub: '99999999999', sid }),
    ]) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('costs two reads per request: the member by its key and the session', async () => {
    const { token } = await signedInMember(t.app, t.database.db);
    const before = t.database.queryCount();
    expect((await me(token.access_token)).status).toBe(200);
    // The two checks, then the route's own read of the member.
    expect(t.database.queryCount() - before).toBe(3);
  });

  it('takes an admin’s role from the member as stored now', async () => {
    const member = await createMember(t.database.db, { role: 'admin' });
    const { token } = await signIn(t.app, member.userId);
    expect(
      (await call(t.app, 'GET', '/v1/admin/dashboard', { token: token.access_token })).status,
    ).toBe(200);
    await t.database.db.update(members).set({ role: 'member' }).where(eq(members.id, member.id));
    expect(
      (await call(t.app, 'GET', '/v1/admin/dashboard', { token: token.access_token })).status,
    ).toBe(403);
  });
});
