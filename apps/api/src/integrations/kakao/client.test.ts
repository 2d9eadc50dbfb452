import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  authorize,
  consent,
  createKakaoSandbox,
  failure,
  KAKAO_SANDBOX,
  startSandbox,
} from '@shop/sandboxes/testing';
import { describe, expect, it } from 'vitest';
import { useOAuthSandbox } from '../../../test/oauth-sandbox';
import { createKakaoClient, type KakaoClientOptions, OAuthProviderError } from './client';
import { topLevelIntegerText } from './int64-member';

const CALLBACK = 'http://shop.test/?provider=kakao';
const OTHER_CALLBACK = 'http://shop.test/account/link?provider=kakao';

const s = useOAuthSandbox(
  () => createKakaoSandbox({ redirectUris: [CALLBACK, OTHER_CALLBACK] }),
  '/sandbox/kakao',
  KAKAO_SANDBOX,
  CALLBACK,
);

const kakao = (overrides: Partial<KakaoClientOptions> = {}) =>
  createKakaoClient({ ...s.clientOptions, ...overrides });

let nonceCount = 0;
/** Goes through the consent page; returns the callback's code and the nonce it is bound to. */
async function callback(choice?: Parameters<typeof authorize>[1], client = kakao()) {
  const nonce = `nonce-${++nonceCount}`;
  const { code } = await authorize(
    client.authorizeUrl({ state: `st-${nonceCount}`, nonce }),
    choice,
  );
  return { code, nonce };
}

describe('authorizeUrl', () => {
  it('points at /oauth/authorize with the code flow parameters', () => {
    const url = new URL(kakao().authorizeUrl({ state: 'a b&c', nonce: 'n-1' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${s.baseUrl}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: KAKAO_SANDBOX.clientId,
      redirect_uri: CALLBACK,
      state: 'a b&c',
      nonce: 'n-1',
    });
  });
});

describe('login', () => {
  it('signs 김민지 in: exact int64 id, verified email, domestic phone', async () => {
    const client = kakao();
    const url = client.authorizeUrl({ state: 'state/with+chars=', nonce: 'n-minji' });
    const { code, state, location } = await authorize(url);
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test/');
    expect(location.searchParams.get('provider')).toBe('kakao');
    expect(state).toBe('state/with+chars=');

    const profile = await client.login({ code, nonce: 'n-minji' });
    expect(profile).toEqual({
      provider: 'kakao',
      id: '3459876120',
      nickname: '민지',
      name: '김민지',
      email: 'minji@example.kr',
      phone: '010-1234-5678',
    });
    expect(Number(profile.id)).toBeGreaterThan(2 ** 31);
  });

  it('drops an unverified email and an email the person did not share', async () => {
    const haneul = await callback({ person: 'haneul' });
    expect(await kakao().login(haneul)).toMatchObject({
      id: '2987654301',
      email: null,
      phone: '010-5555-0101',
    });
    const seojun = await callback({ person: 'seojun' });
    expect(await kakao().login(seojun)).toMatchObject({ id: '4021135587', email: null });
  });

  it('leaves out the items the user unchecked', async () => {
    const minji = await callback({ refuse: ['name', 'phone'] });
    expect(await kakao().login(minji)).toMatchObject({
      email: 'minji@example.kr',
      name: null,
      phone: null,
    });
  });

  it('signs a typed person in with a stable id above 2^31', async () => {
    const typed = { nickname: '<온도>', email: 'ondo@example.kr', phone: '01023456789' };
    const first = await kakao().login(await callback({ person: 'custom', typed }));
    expect(first).toMatchObject({
      nickname: '<온도>',
      name: null,
      email: 'ondo@example.kr',
      phone: '010-2345-6789',
    });
    expect(Number(first.id)).toBeGreaterThan(2 ** 31);
    const again = await kakao().login(await callback({ person: 'custom', typed }));
    expect(again.id).toBe(first.id);
  });

  it('refuses a second exchange of the same code with KOE320', async () => {
    const { code, nonce } = await callback();
    const before = s.sandbox.tokenRequests();
    await kakao().login({ code, nonce });
    const error = await failure(kakao().login({ code, nonce }), OAuthProviderError);
    expect(error).toMatchObject({ provider: 'kakao', status: 400, code: 'KOE320' });
    expect(error.message).toBe(`authorization code not found for code=${code}`);
    expect(s.sandbox.tokenRequests()).toBe(before + 2);
  });

  it('refuses a wrong or missing client secret with KOE010, leaving the code usable', async () => {
    const { code, nonce } = await callback();
    const wrong = await failure(
      kakao({ clientSecret: 'not-the-secret' }).login({ code, nonce }),
      OAuthProviderError,
    );
    expect(wrong).toMatchObject({ status: 401, code: 'KOE010', message: 'Bad client credentials' });
    const missing = await failure(
      kakao({ clientSecret: undefined }).login({ code, nonce }),
      OAuthProviderError,
    );
    expect(missing.code).toBe('KOE010');
    expect((await kakao().login({ code, nonce })).id).toBe('3459876120');
  });

  it('refuses a redirect_uri other than the authorize one with KOE303', async () => {
    const { code, nonce } = await callback();
    const elsewhere = kakao({ redirectUri: OTHER_CALLBACK });
    const error = await failure(elsewhere.login({ code, nonce }), OAuthProviderError);
    expect(error).toMatchObject({ status: 400, code: 'KOE303' });
  });

  it('refuses an id_token that carries another nonce', async () => {
    const { code } = await callback();
    const error = await failure(kakao().login({ code, nonce: 'replayed' }), OAuthProviderError);
    expect(error).toMatchObject({ provider: 'kakao', code: 'INVALID_ID_TOKEN' });
    expect(error.message).toBe('id_token nonce mismatch');
  });

  it('refuses an id_token from another issuer', async () => {
    const { code, nonce } = await callback();
    const error = await failure(
      kakao({ issuer: 'https://kauth.kakao.com' }).login({ code, nonce }),
      OAuthProviderError,
    );
    expect(error.code).toBe('INVALID_ID_TOKEN');
    expect(error.message).toContain('"iss"');
  });
});

describe('codes expire', () => {
  it('answers KOE320 once codeTtlMs has passed', async () => {
    let clock = Date.now();
    const timed = createKakaoSandbox({ redirectUris: [CALLBACK], now: () => new Date(clock) });
    const running = await startSandbox(timed.plugin, '/sandbox/kakao');
    try {
      const client = kakao({ authBaseUrl: running.baseUrl, apiBaseUrl: running.baseUrl });
      const { code } = await authorize(client.authorizeUrl({ state: 's', nonce: 'n' }));
      clock += 5 * 60 * 1000 + 1;
      const error = await failure(client.login({ code, nonce: 'n' }), OAuthProviderError);
      expect(error).toMatchObject({ status: 400, code: 'KOE320' });
    } finally {
      await running.app.close();
    }
  });
});

describe('cancel', () => {
  it('comes back to the shop with error=access_denied', async () => {
    const response = await consent(kakao().authorizeUrl({ state: 'st-x', nonce: 'n' }), {
      decision: 'deny',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      'http://shop.test/?provider=kakao&error=access_denied&error_description=User%20denied%20access&state=st-x',
    );
  });
});

describe('no answer', () => {
  it('is NETWORK_ERROR when nothing listens and TIMEOUT when nothing answers', async () => {
    const closed = kakao({ authBaseUrl: 'http://127.0.0.1:1', apiBaseUrl: 'http://127.0.0.1:1' });
    expect(
      await failure(closed.login({ code: 'c', nonce: 'n' }), OAuthProviderError),
    ).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });

    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = kakao({ authBaseUrl: `http://127.0.0.1:${port}`, timeoutMs: 100 });
      expect(
        await failure(slow.login({ code: 'c', nonce: 'n' }), OAuthProviderError),
      ).toMatchObject({ status: 0, code: 'TIMEOUT' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('topLevelIntegerText', () => {
  it('reads an int64 id beyond 2^53 digit for digit', () => {
    const text = '{"kakao_account":{"id":1,"x":"\\"id\\":7"},"id" : 9007199254740993}';
    expect(topLevelIntegerText(text, 'id')).toBe('9007199254740993');
    expect(topLevelIntegerText('{"id":"12"}', 'id')).toBeUndefined();
    expect(topLevelIntegerText('{"ids":[{"id":5}]}', 'id')).toBeUndefined();
  });
});
