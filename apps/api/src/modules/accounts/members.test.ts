import { deliveryListSchema, deliverySchema } from '@shop/contract/delivery';
import { userInfoSchema, userMessages } from '@shop/contract/users';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../test/app';
import { useTestApp } from '../../../test/hooks';
import { call, signedInMember, signIn } from '../../../test/http';
import { createMember, DEFAULT_TEST_PASSWORD } from '../../db/factories';
import { usersText } from './members-messages';

const t = useTestApp();

let counter = 0;
function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    user_id: `newmember${counter}`,
    email: `newmember${counter}@naver.com`,
    name: '이하늘',
    password: 'Secure123$',
    nickname: `하늘${counter}`,
    phone_num: '010-2345-6789',
    sns_confirm: true,
    email_confirm: false,
    ...overrides,
  };
}

describe('POST /v1/users/signup', () => {
  it('creates a member who can then sign in', async () => {
    const body = signupBody();
    const res = await call(t.app, 'POST', '/v1/users/signup', { body });
    expect(res.status).toBe(201);
    expect(userInfoSchema.parse(res.body)).toEqual({
      id: body.user_id,
      name: body.name,
      nickname: body.nickname,
      phone_num: body.phone_num,
      email: body.email,
      sns_confirm: true,
      email_confirm: false,
      role: 'member',
      has_password: true,
    });
    const signin = await signIn(t.app, body.user_id, body.password);
    expect(signin.token.access_token).toBeTruthy();
  });

  it('stores an argon2id hash, never the password', async () => {
    const body = signupBody();
    await call(t.app, 'POST', '/v1/users/signup', { body });
    const member = await t.app.services.users.findByUserId(body.user_id);
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(member?.passwordHash).not.toContain(body.password);
  });

  it.each([
    ['user_id', 'abc', userMessages.userIdTooShort],
    ['user_id', 'abc_def', userMessages.userIdCharset],
    ['password', 'Secure12', userMessages.passwordSignupMix],
    ['password', 'Secure1$가나', userMessages.passwordKorean],
    ['password', 'Se1$', userMessages.passwordTooShort],
    ['nickname', '가', userMessages.nicknameLength],
    ['nickname', '가나다라마바사아자차카타파', userMessages.nicknameLength],
    ['phone_num', '011-1234-5678', userMessages.phoneFormat],
    ['email', 'min ji@naver.com', userMessages.emailInvalid],
    ['email', 'minji@', userMessages.emailInvalid],
    ['name', '', userMessages.nameRequired],
  ])('refuses %s %j with 422 and the field in loc', async (field, value, msg) => {
    const res = await call(t.app, 'POST', '/v1/users/signup', {
      body: signupBody({ [field]: value }),
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
  });

  it('reports every missing field', async () => {
    const res = await call(t.app, 'POST', '/v1/users/signup', { body: {} });
    expect(res.status).toBe(422);
    const fields = res.body.detail.map((d: { loc: string[] }) => d.loc[1]);
    expect(fields).toEqual(['user_id', 'email', 'name', 'password', 'nickname', 'phone_num']);
  });

  it('answers 409 for a taken ID (any case), nickname or email', async () => {
    const first = signupBody();
    await call(t.app, 'POST', '/v1/users/signup', { body: first });
    const cases = [
      [{ user_id: first.user_id.toUpperCase() }, usersText.userIdTaken],
      [{ nickname: first.nickname }, usersText.nicknameTaken],
      [{ email: first.email.toUpperCase() }, usersText.emailTaken],
    ] as const;
    for (const [overrides, detail] of cases) {
      const res = await call(t.app, 'POST', '/v1/users/signup', { body: signupBody(overrides) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail });
    }
  });

  it('keeps exactly one member when the same sign-up races itself', async () => {
    const body = signupBody();
    const results = await Promise.all(
      [1, 2, 3].map(() => call(t.app, 'POST', '/v1/users/signup', { body })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('nicknames and IDs that look alike', () => {
  const signup = (overrides: Record<string, unknown>) =>
    call(t.app, 'POST', '/v1/users/signup', { body: signupBody(overrides) });
  const check = (body: object) => call(t.app, 'POST', '/v1/users/check', { body });

  it.each([
    ['a zero-width space', '관리자\u200B'],
    ['a right-to-left override', '\u202E관리자'],
    ['a directional isolate', '관리\u2066자'],
    ['a soft hyphen', '관리\u00AD자'],
    ['a Hangul filler', '관리자\u3164'],
    ['a control character', '관리\u0007자'],
  ])('refuses a nickname with %s', async (_, nickname) => {
    const res = await signup({ nickname });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['body', 'nickname'], msg: userMessages.nicknameInvisible, type: 'custom' },
    ]);
    const { token } = await signedInMember(t.app, t.database.db);
    const put = await call(t.app, 'PUT', '/v1/users/me', {
      token: token.access_token,
      body: { nickname },
    });
    expect(put.status).toBe(422);
  });

  it('stores nicknames in NFKC and keeps Hangul letters as typed', async () => {
    const wide = await signup({ nickname: 'ＳＴＵＤＩＯ７' });
    expect(wide.status).toBe(201);
    expect(wide.body.nickname).toBe('STUDIO7');
    const decomposed = await signup({ nickname: '분해된온도'.normalize('NFD') });
    expect(decomposed.body.nickname).toBe('분해된온도');
    const laughing = await signup({ nickname: '웃는온도ㅋㅋ' });
    expect(laughing.body.nickname).toBe('웃는온도ㅋㅋ');
  });

  it('treats the NFD, full-width and other-case forms of a nickname as taken', async () => {
    const owner = await signup({ nickname: '운영팀장' });
    expect(owner.status).toBe(201);
    const nfd = await signup({ nickname: '운영팀장'.normalize('NFD') });
    expect(nfd.status).toBe(409);
    expect(nfd.body).toEqual({ detail: usersText.nicknameTaken });
    expect((await check({ nickname: '운영팀장'.normalize('NFD') })).body).toEqual({
      result: 'found',
    });

    expect((await signup({ nickname: 'ondo77' })).status).toBe(201);
    expect((await check({ nickname: 'ＯＮＤＯ７７' })).body).toEqual({ result: 'found' });
    expect((await signup({ nickname: 'ＯＮＤＯ７７' })).status).toBe(409);
    expect((await signup({ nickname: 'ONDO77' })).status).toBe(409);
  });

  it('keeps one of two look-alike nicknames or case-different IDs that race', async () => {
    const nicknames = await Promise.all([
      signup({ nickname: 'race88' }),
      signup({ nickname: 'ＲＡＣＥ８８' }),
    ]);
    expect(nicknames.map((r) => r.status).sort()).toEqual([201, 409]);
    const ids = await Promise.all([
      signup({ user_id: 'CaseRace88' }),
      signup({ user_id: 'caserace88' }),
    ]);
    expect(ids.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('enforces the same rules in the database for any writer', async () => {
    const member = await createMember(t.database.db, { nickname: 'db검사' });
    for (const nickname of ['db검사'.normalize('NFD'), 'DB검사', 'ｄｂ검사']) {
      await expect(createMember(t.database.db, { nickname }), nickname).rejects.toThrow();
    }
    await expect(createMember(t.database.db, { nickname: '보이지않음\u200B' })).rejects.toThrow();
    await expect(
      createMember(t.database.db, { userId: member.userId.toUpperCase() }),
    ).rejects.toThrow();
  });

  it('cleans a social profile’s nickname the same way, and keeps it unique', async () => {
    const create = (nickname: string) =>
      t.app.services.users.createSocialMember({
        provider: 'kakao',
        id: `${nickname}-${Math.random()}`,
        nickname,
        name: null,
        email: null,
        phone: null,
      });
    const first = await create('\u202E카카오친구\u200B');
    expect(first.nickname).toBe('카카오친구');
    const second = await create('카카오친구'.normalize('NFD'));
    expect(second.nickname).toMatch(/^카카오친구\d{4}$/);
    const wide = await create('ＫＡＫＡＯ');
    expect(wide.nickname).toBe('KAKAO');
  });

  it('signs in by the ID in any case', async () => {
    const member = await createMember(t.database.db);
    const res = await signIn(t.app, member.userId.toUpperCase());
    expect(res.id).toBe(member.userId);
  });
});

describe('POST /v1/users/check', () => {
  it('answers not_found for a free value and found for a taken one', async () => {
    const member = await createMember(t.database.db);
    const check = (body: object) => call(t.app, 'POST', '/v1/users/check', { body });
    expect((await check({ user_id: member.userId })).body).toEqual({ result: 'found' });
    expect((await check({ user_id: member.userId.toUpperCase() })).body).toEqual({
      result: 'found',
    });
    expect((await check({ nickname: member.nickname })).body).toEqual({ result: 'found' });
    expect((await check({ email: member.email })).body).toEqual({ result: 'found' });
    expect((await check({ user_id: 'nobodyhere' })).body).toEqual({ result: 'not_found' });
    expect((await check({ nickname: '아무도없음' })).body).toEqual({ result: 'not_found' });
  });

  it('looks at nickname first, then email, then user_id', async () => {
    const member = await createMember(t.database.db);
    const res = await call(t.app, 'POST', '/v1/users/check', {
      body: { nickname: '빈닉네임', email: member.email, user_id: member.userId },
    });
    expect(res.body).toEqual({ result: 'not_found' });
    const byEmail = await call(t.app, 'POST', '/v1/users/check', {
      body: { email: member.email, user_id: 'freeid1234' },
    });
    expect(byEmail.body).toEqual({ result: 'found' });
  });

  it('needs one of the fields', async () => {
    const res = await call(t.app, 'POST', '/v1/users/check', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].msg).toBe(userMessages.checkNeedsField);
  });
});

describe('GET /v1/users/me', () => {
  it('answers the signed-in member', async () => {
    const member = await createMember(t.database.db, { snsConfirm: true });
    const { token } = await signIn(t.app, member.userId);
    const res = await call(t.app, 'GET', '/v1/users/me', { token: token.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: member.userId,
      name: member.name,
      nickname: member.nickname,
      phone_num: member.phone,
      email: member.email,
      sns_confirm: true,
      email_confirm: false,
    });
  });

  it('answers 401 without, with a bad, an expired or a refresh token', async () => {
    const { member, token } = await signedInMember(t.app, t.database.db);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ typ: 'access', role: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ondo-shop')
      .setSubject(String(member.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const forged = await new SignJWT({ typ: 'access', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ondo-shop')
      .setSubject(String(member.id))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const bad of [undefined, 'garbage', expired, forged, token.refresh_token]) {
      const res = await call(t.app, 'GET', '/v1/users/me', bad ? { token: bad } : {});
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(typeof res.body.detail).toBe('string');
    }
  });
});

describe('PUT /v1/users/me', () => {
  it('changes only what is sent', async () => {
    const { member, token } = await signedInMember(t.app, t.database.db);
    const res = await call(t.app, 'PUT', '/v1/users/me', {
      token: token.access_token,
      body: { nickname: '바뀐이름', phone_num: '01099998888', agreeToEmailMarketing: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nickname: '바뀐이름',
      phone_num: '010-9999-8888',
      email: member.email,
      sns_confirm: false,
      email_confirm: true,
    });
  });

  it('changes the password with the current one', async () => {
    const { member, token } = await signedInMember(t.app, t.database.db);
    const res = await call(t.app, 'PUT', '/v1/users/me', {
      token: token.access_token,
      body: {
        current_password: DEFAULT_TEST_PASSWORD,
        password: 'Changed99!',
        confirm_password: 'Changed99!',
      },
    });
    expect(res.status).toBe(200);
    await expect(signIn(t.app, member.userId)).rejects.toThrow();
    await signIn(t.app, member.userId, 'Changed99!');
  });

  it('asks for the current password before changing the password or the email', async () => {
    const { member, token } = await signedInMember(t.app, t.database.db);
    const put = (body: object) =>
      call(t.app, 'PUT', '/v1/users/me', { token: token.access_token, body });
    const newEmail = `moved${member.id}@naver.com`;

    for (const body of [
      { password: 'Changed99!', confirm_password: 'Changed99!' },
      { email: newEmail },
      { email: newEmail, current_password: '' },
    ]) {
      const missing = await put(body);
      expect(missing.status, JSON.stringify(body)).toBe(422);
      expect(missing.body.detail).toEqual([
        {
          loc: ['body', 'current_password'],
          msg: userMessages.currentPasswordRequired,
          type: 'missing',
        },
      ]);
    }
    for (const body of [
      { password: 'Changed99!', confirm_password: 'Changed99!', current_password: 'Wrong123$' },
      { email: newEmail, current_password: 'Wrong123$' },
    ]) {
      const wrong = await put(body);
      expect(wrong.status).toBe(403);
      expect(wrong.body).toEqual({ detail: usersText.currentPasswordWrong });
    }
    // Nothing changed, and the token still works.
    await signIn(t.app, member.userId);
    const unchanged = await call(t.app, 'GET', '/v1/users/me', { token: token.access_token });
    expect(unchanged.body.email).toBe(member.email);

    const moved = await put({ email: newEmail, current_password: DEFAULT_TEST_PASSWORD });
    expect(moved.status).toBe(200);
    expect(moved.body.email).toBe(newEmail);
    // Profile fields, and one's own email sent back unchanged, need no password.
    const profile = await put({ nickname: `별명${member.id}`, email: newEmail.toUpperCase() });
    expect(profile.status).toBe(200);
  });

  it('lets members without a password (social sign-in) change their profile, not email or password', async () => {
    const member = await createMember(t.database.db, { password: null });
    const { access_token } = await t.app.services.auth.issueTokens(member);
    const put = (body: object) => call(t.app, 'PUT', '/v1/users/me', { token: access_token, body });
    const me = await call(t.app, 'GET', '/v1/users/me', { token: access_token });
    expect(me.body.has_password).toBe(false);

    for (const body of [
      { email: `social${member.id}@naver.com`, current_password: 'Anything1!' },
      { password: 'Changed99!', confirm_password: 'Changed99!', current_password: 'Anything1!' },
    ]) {
      const res = await put(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: usersText.noPasswordToConfirm });
    }
    const renamed = await put({ nickname: `소셜${member.id}`, agreeToSMS: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ email: member.email, sns_confirm: true });
  });

  it('refuses a weak password, a mismatch and someone else nickname or email', async () => {
    const member = await createMember(t.database.db);
    const other = await createMember(t.database.db);
    const { token } = await signIn(t.app, member.userId);
    const put = (body: object) =>
      call(t.app, 'PUT', '/v1/users/me', { token: token.access_token, body });
    const weak = await put({ password: 'weakpass1!' });
    expect(weak.status).toBe(422);
    expect(weak.body.detail[0]).toMatchObject({
      loc: ['body', 'password'],
      msg: userMessages.passwordUppercase,
    });
    const mismatch = await put({ password: 'Changed99!', confirm_password: 'Changed98!' });
    expect(mismatch.body.detail[0]).toMatchObject({ loc: ['body', 'confirm_password'] });
    expect((await put({ nickname: other.nickname })).status).toBe(409);
    expect(
      (await put({ email: other.email, current_password: DEFAULT_TEST_PASSWORD })).status,
    ).toBe(409);
    // Sending one's own values back is not a conflict.
    expect((await put({ nickname: member.nickname, email: member.email })).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await call(t.app, 'PUT', '/v1/users/me', { body: { nickname: '누구' } })).status).toBe(
      401,
    );
  });
});

describe('POST /v1/users/find-id', () => {
  it('answers the ID for a matching name, phone and email', async () => {
    const member = await createMember(t.database.db, { phone: '010-5555-1212' });
    const res = await call(t.app, 'POST', '/v1/users/find-id', {
      body: { name: member.name, phone_num: '01055551212', email: member.email },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user_id: member.userId });
  });

  it('answers 404 when nothing matches', async () => {
    const member = await createMember(t.database.db);
    const res = await call(t.app, 'POST', '/v1/users/find-id', {
      body: { name: '다른사람', phone_num: member.phone, email: member.email },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: usersText.noMatchingMember });
  });

  it('reports validation errors as a list with loc and msg', async () => {
    const res = await call(t.app, 'POST', '/v1/users/find-id', {
      body: { name: '김온도', phone_num: '010-1234-5678', email: 'not-an-email' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['body', 'email'], msg: userMessages.emailInvalid, type: 'invalid_format' },
    ]);
  });
});

describe('delivery addresses', () => {
  const address = {
    delivery_name: '집',
    name: '김온도',
    email: 'ondo@example.com',
    post_code: '04779',
    address: '서울 성동구 성수이로 113',
    detail_address: '3층',
    recipient_phone: '01012345678',
    requirements: '문 앞에 놓아주세요',
  };

  it('adds, lists (default first) and deletes, keeping one default', async () => {
    const { token } = await signedInMember(t.app, t.database.db);
    const auth = { token: token.access_token };
    const first = await call(t.app, 'POST', '/v1/users/set-delivery', { ...auth, body: address });
    expect(first.status).toBe(201);
    expect(deliverySchema.parse(first.body)).toMatchObject({
      ...address,
      recipient_phone: '010-1234-5678',
      is_base_delivery: true,
    });
    const second = await call(t.app, 'POST', '/v1/users/set-delivery', {
      ...auth,
      body: { ...address, delivery_name: '회사', is_base_delivery: true },
    });
    const third = await call(t.app, 'POST', '/v1/users/set-delivery', {
      ...auth,
      body: { ...address, delivery_name: '본가' },
    });
    expect(third.body.is_base_delivery).toBe(false);

    const list = deliveryListSchema.parse(
      (await call(t.app, 'GET', '/v1/users/me/delivery', auth)).body,
    );
    expect(list.delivery_list.map((d) => [d.delivery_name, d.is_base_delivery])).toEqual([
      ['회사', true],
      ['본가', false],
      ['집', false],
    ]);

    const removed = await call(
      t.app,
      'DELETE',
      `/v1/users/me/delivery/${second.body.delivery_id}`,
      auth,
    );
    expect(removed.status).toBe(204);
    const after = (await call(t.app, 'GET', '/v1/users/me/delivery', auth)).body.delivery_list;
    expect(
      after.map((d: { delivery_name: string; is_base_delivery: boolean }) => [
        d.delivery_name,
        d.is_base_delivery,
      ]),
    ).toEqual([
      ['본가', true],
      ['집', false],
    ]);
  });

  it('makes another address the default, only the member’s own', async () => {
    const member = await createMember(t.database.db);
    const other = await createMember(t.database.db);
    const auth = { token: (await signIn(t.app, member.userId)).token.access_token };
    const home = await call(t.app, 'POST', '/v1/users/set-delivery', { ...auth, body: address });
    const office = await call(t.app, 'POST', '/v1/users/set-delivery', {
      ...auth,
      body: { ...address, delivery_name: '회사' },
    });
    expect(office.body.is_base_delivery).toBe(false);
    const res = await call(
      t.app,
      'PUT',
      `/v1/users/me/delivery/${office.body.delivery_id}/base`,
      auth,
    );
    expect(res.status).toBe(200);
    expect(
      res.body.delivery_list.map((d: { delivery_id: number; is_base_delivery: boolean }) => [
        d.delivery_id,
        d.is_base_delivery,
      ]),
    ).toEqual([
      [office.body.delivery_id, true],
      [home.body.delivery_id, false],
    ]);
    const intruder = { token: (await signIn(t.app, other.userId)).token.access_token };
    expect(
      (await call(t.app, 'PUT', `/v1/users/me/delivery/${home.body.delivery_id}/base`, intruder))
        .status,
    ).toBe(404);
    const after = await call(t.app, 'GET', '/v1/users/me/delivery', auth);
    expect(after.body.delivery_list[0].delivery_id).toBe(office.body.delivery_id);
  });

  it('cannot touch another member address', async () => {
    const owner = await createMember(t.database.db);
    const intruder = await createMember(t.database.db);
    const ownerToken = (await signIn(t.app, owner.userId)).token.access_token;
    const intruderToken = (await signIn(t.app, intruder.userId)).token.access_token;
    const created = await call(t.app, 'POST', '/v1/users/set-delivery', {
      token: ownerToken,
      body: address,
    });
    const res = await call(t.app, 'DELETE', `/v1/users/me/delivery/${created.body.delivery_id}`, {
      token: intruderToken,
    });
    expect(res.status).toBe(404);
    const intruderList = await call(t.app, 'GET', '/v1/users/me/delivery', {
      token: intruderToken,
    });
    expect(intruderList.body.delivery_list).toEqual([]);
  });

  it('validates the address and needs a token', async () => {
    const { token } = await signedInMember(t.app, t.database.db);
    const bad = await call(t.app, 'POST', '/v1/users/set-delivery', {
      token: token.access_token,
      body: { ...address, post_code: '1234', recipient_phone: '12' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((d: { loc: string[] }) => d.loc[1])).toEqual([
      'post_code',
      'recipient_phone',
    ]);
    expect((await call(t.app, 'POST', '/v1/users/set-delivery', { body: address })).status).toBe(
      401,
    );
    expect((await call(t.app, 'GET', '/v1/users/me/delivery')).status).toBe(401);
    expect((await call(t.app, 'DELETE', '/v1/users/me/delivery/1')).status).toBe(401);
  });
});

describe('configured admin', () => {
  it('is created, then updated on the next start', async () => {
    await t.app.services.users.ensureAdmin({
      userId: 'boss',
      password: 'First123!',
      nickname: '운영자',
    });
    expect((await signIn(t.app, 'boss', 'First123!')).token).toBeTruthy();
    await t.app.services.users.ensureAdmin({
      userId: 'boss',
      password: 'Second123!',
      nickname: '운영자',
    });
    const signin = await call(t.app, 'POST', '/v1/users/signin', {
      body: { user_id: 'boss', password: 'Second123!' },
    });
    expect(signin.body.role).toBe('admin');
    expect(
      (
        await call(t.app, 'POST', '/v1/users/signin', {
          body: { user_id: 'boss', password: 'First123!' },
        })
      ).status,
    ).toBe(401);
  });

  it('keeps the admin’s sessions across starts, and ends them when the password changes', async () => {
    const admin = { userId: 'chief', password: 'First123!', nickname: '운영실장' };
    await t.app.services.users.ensureAdmin(admin);
    const session = (await signIn(t.app, 'chief', 'First123!')).token.access_token;
    await t.app.services.users.ensureAdmin(admin);
    expect((await call(t.app, 'GET', '/v1/users/me', { token: session })).status).toBe(200);
    await t.app.services.users.ensureAdmin({ ...admin, password: 'Second123!' });
    expect((await call(t.app, 'GET', '/v1/users/me', { token: session })).status).toBe(401);
  });

  it('promotes an existing member of that ID', async () => {
    const member = await createMember(t.database.db);
    await t.app.services.users.ensureAdmin({
      userId: member.userId,
      password: DEFAULT_TEST_PASSWORD,
      nickname: '관리',
    });
    expect((await signIn(t.app, member.userId)).role).toBe('admin');
  });
});
