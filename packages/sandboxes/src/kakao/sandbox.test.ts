import Fastify from 'fastify';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectSandboxPage } from '../lib/expect-page';
import { authorizeQuery, useOpenSandbox } from '../oauth/test-hooks';
import { authorize, consentFields, postForm, readConsentForm } from '../oauth/test-server';
import { createKakaoSandbox, KAKAO_SANDBOX } from './index';

const CALLBACK = 'http://shop.test/?provider=kakao';

const t = useOpenSandbox(
  () => createKakaoSandbox({ redirectUris: [CALLBACK] }).plugin,
  '/sandbox/kakao',
);

function authorizeUrl(overrides: Record<string, string | undefined> = {}): string {
  const params = { state: 'st-1', nonce: 'n-1', ...overrides };
  return `${t.baseUrl}/oauth/authorize?${authorizeQuery(KAKAO_SANDBOX.clientId, CALLBACK, params)}`;
}

const open = (overrides?: Record<string, string | undefined>) =>
  fetch(authorizeUrl(overrides), { redirect: 'manual' });

/** The token endpoint, form-encoded, for a fresh code of `person`. */
async function exchange(person = 'minji', fields: Record<string, string> = {}) {
  const { code } = await authorize(authorizeUrl(), { person });
  return postForm(`${t.baseUrl}/oauth/token`, {
    grant_type: 'authorization_code',
    client_id: KAKAO_SANDBOX.clientId,
    client_secret: KAKAO_SANDBOX.clientSecret,
    redirect_uri: CALLBACK,
    code,
    ...fields,
  });
}

async function accessTokenOf(person: string): Promise<string> {
  const body = (await (await exchange(person)).json()) as { access_token: string };
  return body.access_token;
}

describe('GET /oauth/authorize', () => {
  it('shows a plain Korean consent page with the request escaped and no scripts', async () => {
    const response = await open({ state: '<b>"st"&\'</b>' });
    const html = await expectSandboxPage(response);
    expect(html).toContain('value="&lt;b&gt;&quot;st&quot;&amp;&#39;&lt;/b&gt;"');
    expect(html).not.toContain('<b>"st"');
    expect(html).not.toMatch(/<script/i);
    for (const text of ['김민지', '이서준', '박하늘', '직접 입력', '동의하고 계속하기', '취소']) {
      expect(html).toContain(text);
    }
    expect(readConsentForm(html)).toEqual({
      action: '/sandbox/kakao/oauth/authorize/consent',
      hidden: {
        response_type: 'code',
        client_id: KAKAO_SANDBOX.clientId,
        redirect_uri: CALLBACK,
        state: '<b>"st"&\'</b>',
        nonce: 'n-1',
      },
    });
  });

  it('shows KOE101 for an unknown client_id, without redirecting', async () => {
    const response = await open({ client_id: 'someone-elses-key' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('KOE101');
    expect(html).not.toContain('<form');
  });

  it('shows KOE006 for a redirect_uri that is not registered exactly', async () => {
    for (const redirectUri of ['http://evil.test/', 'http://shop.test/?provider=kakao&x=1']) {
      const response = await open({ redirect_uri: redirectUri });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('KOE006');
    }
  });

  it('refuses a response_type other than code', async () => {
    const response = await open({ response_type: 'token' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('response_type은 code여야 합니다');
  });
});

describe('POST /oauth/authorize/consent', () => {
  const action = () => `${t.baseUrl}/oauth/authorize/consent`;
  const hidden = {
    response_type: 'code',
    client_id: KAKAO_SANDBOX.clientId,
    redirect_uri: CALLBACK,
    state: 'st-2',
  };

  it('redirects with a code and the untouched state, or without state when none came', async () => {
    const withState = await postForm(action(), consentFields(hidden));
    expect(withState.status).toBe(303);
    const location = new URL(withState.headers.get('location') ?? '');
    expect(location.searchParams.get('state')).toBe('st-2');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const { state: _state, ...stateless } = hidden;
    const without = await postForm(action(), consentFields(stateless));
    const bare = new URL(without.headers.get('location') ?? '');
    expect([...bare.searchParams.keys()]).toEqual(['provider', 'code']);
  });

  it('never redirects to a redirect_uri changed in the form', async () => {
    const response = await postForm(
      action(),
      consentFields({ ...hidden, redirect_uri: 'http://evil.test/' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('KOE006');
  });

  it('asks again when the typed person has no nickname', async () => {
    const response = await postForm(
      action(),
      consentFields(hidden, { person: 'custom', typed: { email: 'x@example.kr' } }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('닉네임: 1~20자로 입력하세요.');
    expect(html).toContain('value="x@example.kr"');
  });
});

describe('POST /oauth/token', () => {
  it('issues bearer tokens and an RS256 id_token for the JWKS it serves', async () => {
    const response = await exchange('seojun');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 21599,
      refresh_token_expires_in: 5183999,
      scope: 'profile_nickname name phone_number openid',
    });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));

    const jwks = (await (
      await fetch(`${t.baseUrl}/.well-known/jwks.json`)
    ).json()) as JSONWebKeySet;
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    const { payload, protectedHeader } = await jwtVerify(
      String(body.id_token),
      createLocalJWKSet(jwks),
      { issuer: t.baseUrl, audience: KAKAO_SANDBOX.clientId },
    );
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: jwks.keys[0]?.kid });
    expect(payload).toMatchObject({ sub: '4021135587', nonce: 'n-1', nickname: '서준' });
    expect(payload.exp).toBe((payload.iat ?? 0) + 21599);
  });

  it('answers KOE320, KOE010, KOE101 and KOE303 with Kakao bodies', async () => {
    const refusals: { fields: Record<string, string>; status: number; body: unknown }[] = [
      {
        fields: { code: 'nope' },
        status: 400,
        body: {
          error: 'invalid_grant',
          error_description: 'authorization code not found for code=nope',
          error_code: 'KOE320',
        },
      },
      {
        fields: { client_secret: 'guess' },
        status: 401,
        body: {
          error: 'invalid_client',
          error_description: 'Bad client credentials',
          error_code: 'KOE010',
        },
      },
      {
        fields: { client_id: 'other' },
        status: 401,
        body: expect.objectContaining({ error: 'invalid_client', error_code: 'KOE101' }),
      },
      {
        fields: { redirect_uri: 'http://shop.test/' },
        status: 400,
        body: expect.objectContaining({ error: 'invalid_grant', error_code: 'KOE303' }),
      },
    ];
    for (const { fields, status, body } of refusals) {
      const response = await exchange('minji', fields);
      expect([fields, response.status]).toEqual([fields, status]);
      expect(await response.json()).toEqual(body);
    }
  });

  it('takes form-encoded bodies only', async () => {
    const response = await fetch(`${t.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });
});

interface KakaoUserBody {
  kakao_account: Record<string, unknown>;
}
const userMe = async (headers: Record<string, string>) =>
  (await (await fetch(`${t.baseUrl}/v2/user/me`, { headers })).json()) as KakaoUserBody;

describe('/v2/user/me', () => {
  it('answers 401 -401 without a known Bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<
      string,
      string
    >[]) {
      const response = await fetch(`${t.baseUrl}/v2/user/me`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        msg: 'this access token does not exist',
        code: -401,
      });
    }
  });

  it('returns the int64 id and every consented item, by GET or POST', async () => {
    const headers = { authorization: `Bearer ${await accessTokenOf('minji')}` };
    const response = await fetch(`${t.baseUrl}/v2/user/me`, { headers });
    const text = await response.text();
    expect(text).toMatch(/^\{"id":3459876120,/);
    expect(JSON.parse(text)).toEqual({
      id: 3459876120,
      connected_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      properties: { nickname: '민지' },
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile: { nickname: '민지', is_default_image: true },
        email_needs_agreement: false,
        is_email_valid: true,
        is_email_verified: true,
        email: 'minji@example.kr',
        name_needs_agreement: false,
        name: '김민지',
        phone_number_needs_agreement: false,
        phone_number: '+82 10-1234-5678',
      },
    });
    const posted = await fetch(`${t.baseUrl}/v2/user/me`, { method: 'POST', headers });
    expect(await posted.text()).toBe(text);
  });

  it('marks what was not shared as needing agreement and omits the value', async () => {
    const headers = { authorization: `Bearer ${await accessTokenOf('seojun')}` };
    const body = await userMe(headers);
    expect(body.kakao_account.email_needs_agreement).toBe(true);
    expect(body.kakao_account).not.toHaveProperty('email');
    expect(body.kakao_account).not.toHaveProperty('is_email_verified');

    const unverified = { authorization: `Bearer ${await accessTokenOf('haneul')}` };
    const haneul = await userMe(unverified);
    expect(haneul.kakao_account).toMatchObject({
      is_email_valid: true,
      is_email_verified: false,
      email: 'haneul@example.kr',
    });
  });
});

describe('encapsulation', () => {
  it('keeps its form parser inside its prefix', async () => {
    const host = Fastify();
    host.post('/echo', async (request) => ({ body: request.body }));
    await host.register(createKakaoSandbox({ redirectUris: [CALLBACK] }).plugin, {
      prefix: '/sandbox/kakao',
    });
    const form = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=x',
    };
    expect((await host.inject({ ...form, url: '/echo' })).statusCode).toBe(415);
    expect((await host.inject({ ...form, url: '/sandbox/kakao/oauth/token' })).statusCode).toBe(
      401,
    );
    await host.close();
  });
});
