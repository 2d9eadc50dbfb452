import {
  authorize,
  consent,
  createNaverSandbox,
  failure,
  NAVER_SANDBOX,
  startSandbox,
} from '@shop/sandboxes/testing';
import { describe, expect, it } from 'vitest';
import { useOAuthSandbox } from '../../../test/oauth-sandbox';
import { createNaverClient, type NaverClientOptions, OAuthProviderError } from './client';

const CALLBACK = 'http://shop.test/?provider=naver';

const s = useOAuthSandbox(
  () => createNaverSandbox({ redirectUris: [CALLBACK] }),
  '/sandbox/naver',
  NAVER_SANDBOX,
  CALLBACK,
);

const naver = (overrides: Partial<NaverClientOptions> = {}) =>
  createNaverClient({ ...s.clientOptions, ...overrides });

let stateCount = 0;
async function callback(choice?: Parameters<typeof authorize>[1]) {
  const state = `st+${++stateCount}/=`;
  const { code } = await authorize(naver().authorizeUrl({ state }), choice);
  return { code, state };
}

describe('authorizeUrl', () => {
  it('points at /oauth2.0/authorize with the code flow parameters', () => {
    const url = new URL(naver().authorizeUrl({ state: 'a b&c' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${s.baseUrl}/oauth2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: NAVER_SANDBOX.clientId,
      redirect_uri: CALLBACK,
      state: 'a b&c',
    });
  });
});

describe('login', () => {
  it('signs 김민지 in with an app-scoped id that stays the same', async () => {
    const url = naver().authorizeUrl({ state: 'st-minji' });
    const { code, state, location } = await authorize(url);
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test/');
    expect(location.searchParams.get('provider')).toBe('naver');
    expect(state).toBe('st-minji');

    const profile = await naver().login({ code, state: 'st-minji' });
    expect(profile).toEqual({
      provider: 'naver',
      id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nickname: 'minji_k',
      name: '김민지',
      email: 'minji@naver.com',
      phone: '010-1234-5678',
    });
    expect((await naver().login(await callback())).id).toBe(profile.id);
  });

  it('leaves out what the person did not share or does not have', async () => {
    expect(await naver().login(await callback({ person: 'seojun' }))).toMatchObject({
      email: null,
      phone: '010-9876-5432',
    });
    expect(await naver().login(await callback({ person: 'haneul' }))).toMatchObject({
      email: 'haneul@naver.com',
      phone: null,
    });
    expect(await naver().login(await callback({ refuse: ['email', 'name'] }))).toMatchObject({
      name: null,
      email: null,
      phone: '010-1234-5678',
    });
  });

  it('refuses a reused code with invalid_request, which Naver sends as HTTP 200', async () => {
    const first = await callback();
    const before = s.sandbox.tokenRequests();
    await naver().login(first);
    const error = await failure(naver().login(first), OAuthProviderError);
    expect(error).toMatchObject({
      provider: 'naver',
      status: 200,
      code: 'invalid_request',
      message: 'no valid data in session',
    });
    expect(s.sandbox.tokenRequests()).toBe(before + 2);
  });

  it('refuses a wrong client secret or another state the same way', async () => {
    const { code, state } = await callback();
    const secret = await failure(
      naver({ clientSecret: 'guess' }).login({ code, state }),
      OAuthProviderError,
    );
    expect(secret).toMatchObject({ status: 200, code: 'invalid_request' });
    const other = await failure(naver().login({ code, state: 'forged' }), OAuthProviderError);
    expect(other).toMatchObject({ status: 200, code: 'invalid_request' });
  });

  it('refuses an expired code', async () => {
    let clock = Date.now();
    const timed = createNaverSandbox({
      redirectUris: [CALLBACK],
      now: () => new Date(clock),
      codeTtlMs: 60_000,
    });
    const running = await startSandbox(timed.plugin, '/sandbox/naver');
    try {
      const client = naver({ authBaseUrl: running.baseUrl, apiBaseUrl: running.baseUrl });
      const { code } = await authorize(client.authorizeUrl({ state: 's' }));
      clock += 60_001;
      const error = await failure(client.login({ code, state: 's' }), OAuthProviderError);
      expect(error.code).toBe('invalid_request');
    } finally {
      await running.app.close();
    }
  });

  it('reports an unreachable Naver as NETWORK_ERROR', async () => {
    const closed = naver({ authBaseUrl: 'http://127.0.0.1:1' });
    const error = await failure(closed.login({ code: 'c', state: 's' }), OAuthProviderError);
    expect(error).toMatchObject({ provider: 'naver', status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('cancel', () => {
  it('comes back to the shop with error=access_denied and the state', async () => {
    const response = await consent(naver().authorizeUrl({ state: 'st-x' }), { decision: 'deny' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBe('User denied access');
    expect(location.searchParams.get('state')).toBe('st-x');
    expect(location.searchParams.get('code')).toBeNull();
  });
});
