import { describe, expect, it } from 'vitest';
import { createKakaoFake } from '../kakao/fake';
import { createNaverFake } from '../naver/fake';
import { OAuthProviderError } from '../oauth/social';
import { FakeAuthorizePageError } from './fake-consent';

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error as OAuthProviderError,
  );

describe('the Kakao fake', () => {
  it('exchanges a code once, checks the nonce and hands over only a verified email', async () => {
    const kakao = createKakaoFake();
    const url = kakao.authorizeUrl({ state: 's1', nonce: 'n1' });
    const back = kakao.consent(url);
    expect(back.location.searchParams.get('state')).toBe('s1');
    const profile = await kakao.login({ code: back.code, state: 's1', nonce: 'n1' });
    expect(profile).toMatchObject({ provider: 'kakao', email: 'minji@example.kr' });
    expect(Number(profile.id)).toBeGreaterThan(2 ** 31);
    const again = await refusal(kakao.login({ code: back.code, state: 's1', nonce: 'n1' }));
    expect(again).toMatchObject({ status: 400, code: 'KOE320' });

    const other = kakao.consent(kakao.authorizeUrl({ state: 's2', nonce: 'n2' }), {
      key: 'haneul',
      nickname: '하늘',
      email: 'haneul@example.kr',
      emailVerified: false,
    });
    const wrongNonce = await refusal(kakao.login({ code: other.code, state: 's2', nonce: 'x' }));
    expect(wrongNonce).toBeInstanceOf(OAuthProviderError);
    expect(wrongNonce?.code).toBe('INVALID_ID_TOKEN');
    const unverified = kakao.consent(kakao.authorizeUrl({ state: 's3', nonce: 'n3' }), {
      key: 'haneul',
      nickname: '하늘',
      email: 'haneul@example.kr',
      emailVerified: false,
    });
    const login = await kakao.login({ code: unverified.code, state: 's3', nonce: 'n3' });
    expect(login.email).toBeNull();
    expect(kakao.tokenRequests()).toBe(4);
  });

  it('lets a code expire and refuses an unregistered redirect address at its page', async () => {
    let now = 0;
    const kakao = createKakaoFake({ now: () => now });
    const back = kakao.consent(kakao.authorizeUrl({ state: 's', nonce: 'n' }));
    now = 5 * 60 * 1000 + 1;
    const late = await refusal(kakao.login({ code: back.code, state: 's', nonce: 'n' }));
    expect(late?.code).toBe('KOE320');
    const url = new URL(kakao.authorizeUrl({ state: 's', nonce: 'n' }));
    url.searchParams.set('redirect_uri', 'http://evil.example/');
    expect(() => kakao.consent(url.toString())).toThrow(FakeAuthorizePageError);
  });
});

describe('the Naver fake', () => {
  it('answers invalid_request for a spent code or another state, as Naver does', async () => {
    const naver = createNaverFake();
    const back = naver.consent(naver.authorizeUrl({ state: 'st', nonce: '' }));
    const wrongState = await refusal(naver.login({ code: back.code, state: 'other', nonce: '' }));
    expect(wrongState).toMatchObject({ status: 200, code: 'invalid_request' });
    const fresh = naver.consent(naver.authorizeUrl({ state: 'st2', nonce: '' }));
    const profile = await naver.login({ code: fresh.code, state: 'st2', nonce: '' });
    expect(profile).toMatchObject({ provider: 'naver', nickname: '민지', phone: '010-1234-5678' });
    const spent = await refusal(naver.login({ code: fresh.code, state: 'st2', nonce: '' }));
    expect(spent?.code).toBe('invalid_request');
  });
});
