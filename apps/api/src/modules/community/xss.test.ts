import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call, signIn } from '../../../test/http';
import { encodeForm, multipartBody } from '../../../test/multipart';
import { shopper } from '../../../test/shop';
import { hasDangerousMarkup, xssPayloads } from '../../../test/xss-payloads';
import { createMember } from '../../db/factories';

const t = useTestApp();

/** Every string in an answer, wherever it is. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const unsafe = (answer: unknown) =>
  strings(answer)
    .map((s) => [s, hasDangerousMarkup(s)] as const)
    .filter(([, why]) => why !== undefined);

describe(`stored XSS: ${xssPayloads.length} payloads`, () => {
  it('as post payload and title, in the post, the list and the search', async () => {
    const { token } = await shopper(t.app, t.database.db);
    for (const payload of xssPayloads) {
      const { payload: body, headers } = await encodeForm(
        multipartBody({ title: `제목 ${payload}`.slice(0, 100), payload: `<p>본문</p>${payload}` }),
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/qna/create',
        payload: body,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, payload).toBe(201);
      const created = JSON.parse(res.body);
      expect(unsafe(created), payload).toEqual([]);
      expect(unsafe((await call(t.app, 'GET', `/v1/qna/${created.id}`)).body), payload).toEqual([]);
    }
    expect(unsafe((await call(t.app, 'GET', '/v1/qna?page=1')).body)).toEqual([]);
    expect(
      unsafe((await call(t.app, 'GET', '/v1/qna?qna_type=payload&keyword=alert')).body),
    ).toEqual([]);
  });

  it('as comments', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const { payload, headers } = await encodeForm(
      multipartBody({ title: '댓글 받을 글', payload: '<p>x</p>' }),
    );
    const post = JSON.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/qna/create',
          payload,
          headers: { ...headers, authorization: `Bearer ${token}` },
        })
      ).body,
    );
    for (const text of xssPayloads) {
      const res = await call(t.app, 'POST', '/v1/comments/from-qna/create', {
        token,
        body: { base_qna: post.id, payload: `댓글 ${text}` },
      });
      expect(res.status, text).toBe(201);
      expect(unsafe(res.body), text).toEqual([]);
    }
    expect(
      unsafe((await call(t.app, 'GET', `/v1/comments/from-qna?qna_id=${post.id}`)).body),
    ).toEqual([]);
  });

  it('as notices', async () => {
    const boss = await createMember(t.database.db, { role: 'admin' });
    const token = (await signIn(t.app, boss.userId)).token.access_token;
    for (const text of xssPayloads) {
      const res = await call(t.app, 'POST', '/v1/notice', {
        token,
        body: { title: `공지 ${text}`.slice(0, 100), payload: `<p>공지</p>${text}` },
      });
      expect(res.status, text).toBe(201);
      expect(unsafe(res.body), text).toEqual([]);
    }
    expect(unsafe((await call(t.app, 'GET', '/v1/notice')).body)).toEqual([]);
  });

  it('as nicknames: refused at sign-up and in the account, so never shown as a writer', async () => {
    const { token } = await shopper(t.app, t.database.db);
    let n = 0;
    for (const text of xssPayloads.filter((p) => /[<>]/.test(p))) {
      n += 1;
      const nickname = text.slice(0, 12);
      const signup = await call(t.app, 'POST', '/v1/users/signup', {
        body: {
          user_id: `xss${n}user`,
          email: `xss${n}@naver.com`,
          name: '검사',
          password: 'Secure123$',
          nickname,
          phone_num: '010-1234-5678',
        },
      });
      if ([...nickname].length >= 2 && /[<>]/.test(nickname))
        expect(signup.status, nickname).toBe(422);
      expect(unsafe(signup.body)).toEqual([]);
      const put = await call(t.app, 'PUT', '/v1/users/me', { token, body: { nickname } });
      expect(put.status === 200 ? unsafe(put.body) : [], nickname).toEqual([]);
    }
  });
});
