import { PASSWORD_SETUP_REQUIRED_STATUS } from '@shop/contract/password-setup';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call, resetTokenFromMail } from '../../../test/http';
import { ledgerSum } from '../../../test/points';
import { createMember } from '../../db/factories';
import { members, passwordResetTokens } from '../../db/schema/index';
import { authText } from './auth-messages';
import type { Cafe24Member } from './cafe24-member-sheet';
import { createCafe24MemberImport } from './member-import-service';

const t = useTestApp();
const db = () => t.database.db;

let serial = 0;

/** A member brought from Cafe24 through the import, with 3,000 won of points. */
async function importedMember(overrides: Partial<Cafe24Member> = {}) {
  serial += 1;
  const actor = await createMember(db(), { role: 'admin' });
  const member: Cafe24Member = {
    userId: `moved${serial}${Date.now() % 10_000}`,
    name: '홍길동',
    phone: '010-2345-6789',
    email: `moved${serial}@example.com`,
    smsConsent: false,
    emailConsent: false,
    points: 3_000,
    address: null,
    ...overrides,
  };
  const handler = createCafe24MemberImport({ db: db(), points: t.app.services.points });
  expect((await handler.apply(member, { id: actor.id })).action).toBe('create');
  const [row] = await db().select().from(members).where(eq(members.userId, member.userId));
  return row!;
}

const signin = (userId: string, password: string) =>
  call(t.app, 'POST', '/v1/users/signin', { body: { user_id: userId, password } });

const mailsTo = async (to: string) => (await t.outbox.list()).filter((m) => m.to === to);

describe('the first sign-in of a member brought from Cafe24', () => {
  it('mails a set-password link instead of checking the password, and says where it went', async () => {
    const member = await importedMember({ email: 'hong.gildong@example.com' });
    const answer = await signin(member.userId, 'whatever-they-typed');
    expect(answer.status).toBe(PASSWORD_SETUP_REQUIRED_STATUS);
    expect(answer.body).toEqual({
      detail: authText.passwordSetupMailSent('h***@example.com'),
    });
    expect(answer.body.detail).toContain('ONDO STUDIO로 쇼핑몰을 옮겼습니다.');
    const [mail, ...more] = await mailsTo('hong.gildong@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      '[ONDO STUDIO] ONDO STUDIO로 쇼핑몰을 옮겼습니다. 비밀번호를 새로 설정해 주세요.',
    );
    expect(mail?.text).toMatch(/http:\/\/shop\.test\/find-password\/token=[\w-]{40,}/);
  });

  it('sends no second mail within 10 minutes, and one again after them', async () => {
    const member = await importedMember();
    const email = member.email!;
    expect((await signin(member.userId, 'first try')).status).toBe(409);
    const second = await signin(member.userId, 'second try');
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(authText.passwordSetupMailSent('m***@example.com'));
    expect(await mailsTo(email)).toHaveLength(1);

    await db()
      .update(passwordResetTokens)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(passwordResetTokens.memberId, member.id));
    expect((await signin(member.userId, 'later')).status).toBe(409);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('lets the member in with the password set through the link; the record stays', async () => {
    const member = await importedMember();
    await signin(member.userId, 'anything');
    const token = await resetTokenFromMail(t.outbox, member.email!);
    const set = await call(t.app, 'POST', '/v1/users/set_newpassword', {
      body: {
        verification_token: token,
        new_password: 'Renewed123!',
        confirm_password: 'Renewed123!',
      },
    });
    expect(set.status).toBe(200);

    expect((await signin(member.userId, 'Wrong123!')).status).toBe(401);
    const answer = await signin(member.userId, 'Renewed123!');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: member.userId, name: '홍길동' });
    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ importedFrom: 'cafe24', passwordHash: expect.any(String) });
    const me = await call(t.app, 'GET', '/v1/users/me', {
      token: answer.body.token.access_token,
    });
    expect(me.body).toMatchObject({ has_password: true, phone_num: '010-2345-6789' });
  });

  it('asks a member without an e-mail to contact the shop, and mails nothing', async () => {
    const member = await importedMember({ email: null });
    const before = (await t.outbox.list()).length;
    const answer = await signin(member.userId, 'anything');
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ detail: authText.passwordSetupNoEmail });
    expect((await t.outbox.list()).length).toBe(before);
  });

  it('answers an unknown ID and a member of the shop own as before', async () => {
    for (const answer of [
      await signin('nosuchmember', 'anything'),
      await signin((await createMember(db())).userId, 'Wrong123!'),
      await signin((await createMember(db(), { password: null })).userId, 'anything'),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail: authText.badCredentials });
    }
  });

  it('lets an imported member withdraw: the profile goes, the migrated points are forfeited', async () => {
    const member = await importedMember();
    await signin(member.userId, 'anything');
    const token = await resetTokenFromMail(t.outbox, member.email!);
    await call(t.app, 'POST', '/v1/users/set_newpassword', {
      body: {
        verification_token: token,
        new_password: 'Renewed123!',
        confirm_password: 'Renewed123!',
      },
    });
    const signedIn = await signin(member.userId, 'Renewed123!');
    const access = signedIn.body.token.access_token;
    expect(await ledgerSum(db(), member.id)).toBe(3_000);

    const done = await call(t.app, 'POST', '/v1/users/me/withdrawal', {
      token: access,
      body: { agree: true, password: 'Renewed123!' },
    });
    expect(done.status).toBe(200);
    expect(await ledgerSum(db(), member.id)).toBe(0);
    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, withdrawnAt: expect.any(Date) });
    // The old ID is gone with the profile: it fails like any unknown one, and mails nothing.
    const before = (await t.outbox.list()).length;
    expect((await signin(member.userId, 'anything')).status).toBe(401);
    expect((await t.outbox.list()).length).toBe(before);
  });
});
