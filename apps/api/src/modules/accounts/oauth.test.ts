import { oauthMessages } from '@shop/contract/oauth';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import * as schema from '../../db/schema/index';
import { createKakaoFake } from '../../integrations/kakao/fake';
import { createNaverFake } from '../../integrations/naver/fake';
import { FakeAuthorizePageError } from '../../integrations/oauth/fake-consent';

const fakes = { kakao: createKakaoFake(), naver: createNaverFake() };
/** The browser at the provider's page: the person consents and lands back on the shop. */
const authorize = async (url: string) => {
  const provider = new URL(url).hostname.includes('kakao') ? 'kakao' : 'naver';
  return fakes[provider].consent(url);
};

const t = useTestApp(fakes);

const start = async (provider: 'kakao' | 'naver') => {
  const res = await call(t.app, 'GET', `/v1/oauth/${provider}/authorize`);
  expect(res.status).toBe(200);
  return res.body as { url: string; state: string };
};
const login = (provider: string, body: object) =>
  call(t.app, 'POST', `/v1/oauth/${provider}/login`, { body });
const signup = (provider: string, body: object) =>
  call(t.app, 'POST', `/v1/oauth/${provider}/signup`, { body });

describe.each(['kakao', 'naver'] as const)('%s sign-in through the sandbox', (provider) => {
  it('asks for consent on the first sign-in, creates the member once agreed, finds them next', async () => {
    const { url, state } = await start(provider);
    const target = new URL(url);
    expect(target.pathname).toBe(provider === 'kakao' ? '/oauth/authorize' : '/oauth2.0/authorize');
    expect(target.searchParams.get('redirect_uri')).toBe(`http://shop.test/?provider=${provider}`);
    expect(target.searchParams.get('state')).toBe(state);

    // The browser consents and comes back to /?provider=…&code=…&state=…
    const back = await authorize(url);
    expect(back.state).toBe(state);
    expect(back.location.searchParams.get('provider')).toBe(provider);
    const first = await login(provider, { code: back.code, state });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      signup_token: expect.any(String),
      provider,
      nickname: expect.any(String),
      email: expect.toBeOneOf([expect.any(String), null]),
    });
    // No account yet: the terms and the privacy notice come first.
    const members = async () => (await t.database.db.select().from(schema.members)).length;
    const before = await members();
    const refused = await signup(provider, {
      signup_token: first.body.signup_token,
      agree_terms: true,
      agree_privacy: false,
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.detail)).toContain(oauthMessages.privacyRequired);
    expect(await members()).toBe(before);
    const otherProvider = provider === 'kakao' ? 'naver' : 'kakao';
    expect(
      (
        await signup(otherProvider, {
          signup_token: first.body.signup_token,
          agree_terms: true,
          agree_privacy: true,
        })
      ).body.detail,
    ).toBe(oauthMessages.signupExpired);

    const signedIn = await signup(provider, {
      signup_token: first.body.signup_token,
      agree_terms: true,
      agree_privacy: true,
      email_confirm: true,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({
      access_token: expect.any(String),
      secret_token: expect.any(String),
    });
    expect(await members()).toBe(before + 1);

    const me = await call(t.app, 'GET', '/v1/users/me', { token: signedIn.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.nickname.length).toBeGreaterThanOrEqual(2);
    expect(me.body).toMatchObject({ email_confirm: true, sns_confirm: false });
    const refreshed = await call(t.app, 'POST', '/v1/users/refresh', {
      body: { refresh_token: signedIn.body.secret_token },
    });
    expect(refreshed.status).toBe(200);

    const again = await start(provider);
    const second = await authorize(again.url);
    const next = await login(provider, { code: second.code, state: again.state });
    expect(next.body.access_token).toEqual(expect.any(String));
    const meAgain = await call(t.app, 'GET', '/v1/users/me', { token: next.body.access_token });
    expect(meAgain.body.id).toBe(me.body.id);
  });

  it('refuses a forged state, a reused state and a reused code', async () => {
    const { url, state } = await start(provider);
    const back = await authorize(url);
    const forged = await login(provider, { code: back.code, state: 'forged-state-value' });
    expect(forged).toMatchObject({ status: 400, body: { detail: oauthMessages.badState } });
    expect((await login(provider, { code: back.code, state })).status).toBe(200);
    expect((await login(provider, { code: back.code, state })).body.detail).toBe(
      oauthMessages.badState,
    );

    // The same code with a fresh state of ours: the provider refuses the second exchange.
    const fresh = await start(provider);
    const reused = await login(provider, { code: back.code, state: fresh.state });
    expect(reused).toMatchObject({ status: 400, body: { detail: oauthMessages.providerFailed } });
  });

  it('does not accept a state issued for the other provider', async () => {
    const other = provider === 'kakao' ? 'naver' : 'kakao';
    const { url } = await start(provider);
    const back = await authorize(url);
    const theirs = await start(other);
    expect((await login(provider, { code: back.code, state: theirs.state })).status).toBe(400);
  });
});

describe('social sign-in edge cases', () => {
  it('refuses a redirect address other than the registered one (no code is issued)', async () => {
    const { url } = await start('kakao');
    const tampered = new URL(url);
    tampered.searchParams.set('redirect_uri', 'http://evil.example/?provider=kakao');
    await expect(authorize(tampered.toString())).rejects.toThrow(FakeAuthorizePageError);
  });

  it('answers 422 for an unknown provider and a missing code', async () => {
    expect((await call(t.app, 'GET', '/v1/oauth/google/authorize')).status).toBe(422);
    expect((await login('kakao', { state: 'x' })).status).toBe(422);
  });

  it('is switched off in production without keys', async () => {
    const prod = await createTestApp({
      database: t.database,
      env: { NODE_ENV: 'production', TOSS_CLIENT_KEY: 'live_gck_a', TOSS_SECRET_KEY: 'live_gsk_a' },
    });
    const res = await call(prod.app, 'GET', '/v1/oauth/kakao/authorize');
    expect(res).toMatchObject({ status: 503, body: { detail: oauthMessages.notConfigured } });
    await prod.close();
  });
});
