import { userMessages } from '@shop/contract/users';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call, resetTokenFromMail, signedInMember, signIn } from '../../../test/http';
import { createMember } from '../../db/factories';
import { passwordResetTokens, refreshTokens } from '../../db/schema/index';
import { authText } from './auth-messages';

const t = useTestApp();

const refresh = (token: string) =>
  call(t.app, 'POST', '/v1/users/refresh', { body: { refresh_token: token } });

describe('POST /v1/users/signin', () => {
  it('answers the member and a token pair', async () => {
    const member = await createMember(t.database.db);
    const res = await call(t.app, 'POST', '/v1/users/signin', {
      body: { user_id: member.userId.toUpperCase(), password: 'Secure123$' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: member.userId,
      name: member.name,
      nickname: member.nickname,
      role: 'member',
      token: { access_token: expect.any(String), refresh_token: expect.any(String) },
    });
    const me = await call(t.app, 'GET', '/v1/users/me', { token: res.body.token.access_token });
    expect(me.body.id).toBe(member.userId);
  });

  it('answers 401 with one message for a wrong password or an unknown ID', async () => {
    const member = await createMember(t.database.db);
    for (const body of [
      { user_id: member.userId, password: 'Wrong123$' },
      { user_id: 'nosuchmember', password: 'Secure123$' },
    ]) {
      const res = await call(t.app, 'POST', '/v1/users/signin', { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: authText.badCredentials });
    }
  });

  it('refuses members without a password (social sign-in only)', async () => {
    const member = await createMember(t.database.db, { password: null });
    const res = await call(t.app, 'POST', '/v1/users/signin', {
      body: { user_id: member.userId, password: 'anything' },
    });
    expect(res.status).toBe(401);
  });

  it('answers 422 for empty fields', async () => {
    const res = await call(t.app, 'POST', '/v1/users/signin', {
      body: { user_id: '', password: '' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d: { msg: string }) => d.msg)).toEqual([
      userMessages.userIdRequired,
      userMessages.passwordRequired,
    ]);
  });
});

describe('POST /v1/users/refresh', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const { token } = await signedInMember(t.app, t.database.db);
    const rotated = await refresh(token.refresh_token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(token.refresh_token);
    const me = await call(t.app, 'GET', '/v1/users/me', { token: rotated.body.access_token });
    expect(me.status).toBe(200);
    expect((await refresh(rotated.body.refresh_token)).status).toBe(200);
  });

  it('revokes the whole family when a spent token comes back', async () => {
    const { member, token } = await signedInMember(t.app, t.database.db);
    const second = (await refresh(token.refresh_token)).body.refresh_token;
    const reuse = await refresh(token.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ detail: authText.refreshReused });
    // The thief's copy and the rightful holder's newer token are both dead now.
    expect((await refresh(second)).status).toBe(401);
    const live = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(refreshTokens)
      .where(sql`${refreshTokens.memberId} = ${member.id} and ${refreshTokens.revokedAt} is null`);
    expect(live[0]?.n).toBe(0);
  });

  it('lets exactly one of two concurrent refreshes with the same token through', async () => {
    const { token } = await signedInMember(t.app, t.database.db);
    const results = await Promise.all([refresh(token.refresh_token), refresh(token.refresh_token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('keeps other sign-ins (families) alive', async () => {
    const member = await createMember(t.database.db);
    const phone = await signIn(t.app, member.userId);
    const laptop = await signIn(t.app, member.userId);
    await refresh(phone.token.refresh_token);
    await refresh(phone.token.refresh_token); // reuse: phone's family dies
    expect((await refresh(laptop.token.refresh_token)).status).toBe(200);
  });

  it('refuses access tokens, garbage and expired refresh tokens', async () => {
    const { member, token } = await signedInMember(t.app, t.database.db);
    expect((await refresh(token.access_token)).status).toBe(401);
    expect((await refresh('not.a.jwt')).status).toBe(401);
    expect((await refresh('')).status).toBe(422);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.memberId, member.id));
    // The JWT itself still verifies; the stored row has expired.
    const expired = await refresh(token.refresh_token);
    expect(expired.status).toBe(401);
  });
});

/** Asks for a reset link for this ID and email. */
const findPassword = (userId: string, email: string | null) =>
  call(t.app, 'POST', '/v1/users/find-password', { body: { user_id: userId, email } });

/** Sets a new password through a reset link's token; 'Renewed123!' unless told. */
const setNewPassword = (token: string, password = 'Renewed123!', confirmation = password) =>
  call(t.app, 'POST', '/v1/users/set_newpassword', {
    body: { verification_token: token, new_password: password, confirm_password: confirmation },
  });

describe('password reset', () => {
  it('mails a link to {PUBLIC_URL}/find-password/token=… for a matching ID and email', async () => {
    const member = await createMember(t.database.db);
    const res = await findPassword(member.userId, member.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: authText.resetMailSent });
    const [mail] = await t.outbox.list();
    expect(mail).toMatchObject({ to: member.email, subject: expect.stringContaining('비밀번호') });
    expect(mail?.text).toMatch(/http:\/\/shop\.test\/find-password\/token=[\w-]{40,}/);
    expect(mail?.html).toContain('href="http://shop.test/find-password/token=');
  });

  it('answers the same without sending anything when the ID and email do not match', async () => {
    const member = await createMember(t.database.db);
    const before = (await t.outbox.list()).length;
    const res = await findPassword(member.userId, 'someone-else@example.com');
    expect(res.body).toEqual({ message: authText.resetMailSent });
    expect((await t.outbox.list()).length).toBe(before);
  });

  it('reports validation errors as a list', async () => {
    const res = await findPassword('someone', 'bad@');
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['body', 'email'], msg: userMessages.emailInvalid, type: 'invalid_format' },
    ]);
  });

  it('sets a new password once, with or without the token= prefix, and ends all sessions', async () => {
    for (const prefix of ['', 'token=']) {
      const member = await createMember(t.database.db);
      const session = await signIn(t.app, member.userId);
      await findPassword(member.userId, member.email);
      const token = `${prefix}${await resetTokenFromMail(t.outbox, member.email!)}`;
      const res = await setNewPassword(token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: authText.passwordReset });
      await signIn(t.app, member.userId, 'Renewed123!');
      expect((await refresh(session.token.refresh_token)).status).toBe(401);

      const again = await setNewPassword(token, 'Another123!');
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ detail: authText.resetLinkInvalid });
    }
  });

  it('refuses an expired token, and an older link once a newer one was sent', async () => {
    const member = await createMember(t.database.db);
    const ask = () => findPassword(member.userId, member.email);
    await ask();
    const older = await resetTokenFromMail(t.outbox, member.email!);
    await new Promise((r) => setTimeout(r, 5));
    await ask();
    const newer = await resetTokenFromMail(t.outbox, member.email!);
    expect((await setNewPassword(older)).status).toBe(400);

    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.memberId, member.id));
    const expired = await setNewPassword(newer);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ detail: authText.resetLinkExpired });
  });

  it('checks the new password and its confirmation', async () => {
    const res = await setNewPassword('x', 'short', 'other');
    expect(res.status).toBe(422);
    const fields = res.body.detail.map((d: { loc: string[] }) => d.loc.join('.'));
    expect(fields).toContain('body.new_password');
    expect(fields).toContain('body.confirm_password');
  });

  it('refuses an unknown token', async () => {
    const res = await setNewPassword('token=unknown');
    expect(res.status).toBe(400);
  });
});
