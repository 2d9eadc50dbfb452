import { describe, expect, it } from 'vitest';
import { authorizeQuery, useOpenSandbox } from '../oauth/test-hooks';
import { authorize, postForm, readConsentForm } from '../oauth/test-server';
import { createNaverSandbox, NAVER_SANDBOX } from './index';

const CALLBACK = 'http://shop.test/?provider=naver';

const t = useOpenSandbox(
  () => createNaverSandbox({ redirectUris: [CALLBACK] }).plugin,
  '/sandbox/naver',
);

const naverQuery = (overrides: Record<string, string | undefined> = {}) =>
  authorizeQuery(NAVER_SANDBOX.clientId, CALLBACK, { state: 'st-1', ...overrides });
const authorizeUrl = (overrides?: Record<string, string | undefined>) =>
  `${t.baseUrl}/oauth2.0/authorize?${naverQuery(overrides)}`;

/** A fresh code for `person`, exchanged by GET with a query string as Naver's examples do. */
async function tokenByGet(person = 'minji', overrides: Record<string, string> = {}) {
  const { code } = await authorize(authorizeUrl(), { person });
  const query = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: NAVER_SANDBOX.clientId,
    client_secret: NAVER_SANDBOX.clientSecret,
    code,
    state: 'st-1',
    ...overrides,
  });
  return fetch(`${t.baseUrl}/oauth2.0/token?${query}`);
}

async function profileOf(person: string) {
  const { access_token } = (await (await tokenByGet(person)).json()) as { access_token: string };
  const response = await fetch(`${t.baseUrl}/v1/nid/me`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const body = (await response.json()) as { response?: Record<string, unknown> };
  return { status: response.status, body };
}

describe('/oauth2.0/authorize', () => {
  it('shows a plain Korean consent page, escaped and without scripts', async () => {
    const response = await fetch(authorizeUrl({ state: '"><script>x</script>' }));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    for (const text of ['네이버', '김민지', '이서준', '박하늘', '동의하고 계속하기', '취소']) {
      expect(html).toContain(text);
    }
    expect(readConsentForm(html).action).toBe('/sandbox/naver/oauth2.0/authorize/consent');
  });

  it('also takes the request as a POST form', async () => {
    const response = await postForm(
      `${t.baseUrl}/oauth2.0/authorize`,
      Object.fromEntries(naverQuery()),
    );
    expect(response.status).toBe(200);
    expect(readConsentForm(await response.text()).hidden.state).toBe('st-1');
  });

  it('shows an error page, never a redirect, for a bad client, callback or missing state', async () => {
    const cases: [Record<string, string | undefined>, string][] = [
      [{ client_id: 'other-app' }, 'client_id'],
      [{ redirect_uri: 'http://shop.test/' }, 'Callback URL'],
      [{ state: undefined }, 'state가 없습니다'],
      [{ state: '' }, 'state가 없습니다'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ];
    for (const [overrides, text] of cases) {
      const response = await fetch(authorizeUrl(overrides), { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain(text);
    }
  });
});

describe('/oauth2.0/token', () => {
  it('issues a bearer token with + / = in it and expires_in as a string', async () => {
    const response = await tokenByGet();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string };
    expect(body).toEqual({
      access_token: expect.stringMatching(/\+.*\/.*=$/),
      refresh_token: expect.any(String),
      token_type: 'bearer',
      expires_in: '3600',
    });
    expect(body.access_token.length).toBeLessThanOrEqual(256);
  });

  it('answers every refusal with HTTP 200 and an error body', async () => {
    const noSession = { error: 'invalid_request', error_description: 'no valid data in session' };
    const secret = await tokenByGet('minji', { client_secret: 'guess' });
    expect(secret.status).toBe(200);
    expect(await secret.json()).toEqual(noSession);
    expect(await (await tokenByGet('minji', { code: 'nope' })).json()).toEqual(noSession);
    const noState = await tokenByGet('minji', { state: '' });
    expect(noState.status).toBe(200);
    expect(await noState.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('/v1/nid/me', () => {
  it('answers 401 028 without a header and 401 024 for a bad token', async () => {
    const none = await fetch(`${t.baseUrl}/v1/nid/me`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      resultcode: '028',
      message: 'Authentication header not exists',
    });
    const bad = await fetch(`${t.baseUrl}/v1/nid/me`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ resultcode: '024', message: 'Authentication failed' });
  });

  it('refuses a token that was URL-encoded into the header', async () => {
    const { access_token } = (await (await tokenByGet()).json()) as { access_token: string };
    const response = await fetch(`${t.baseUrl}/v1/nid/me`, {
      headers: { authorization: `Bearer ${encodeURIComponent(access_token)}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ resultcode: '024' });
  });

  it('returns the profile in Naver formats, omitting what was not shared', async () => {
    const minji = await profileOf('minji');
    expect(minji).toEqual({
      status: 200,
      body: {
        resultcode: '00',
        message: 'success',
        response: {
          id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          nickname: 'minji_k',
          name: '김민지',
          email: 'minji@naver.com',
          mobile: '010-1234-5678',
          mobile_e164: '+821012345678',
        },
      },
    });
    expect((await profileOf('seojun')).body.response).not.toHaveProperty('email');
    expect((await profileOf('haneul')).body.response).not.toHaveProperty('mobile');
  });
});
