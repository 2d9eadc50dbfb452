import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import { encodeForm, multipartBody } from '../../../test/multipart';
import { shopper } from '../../../test/shop';

// Kept for a minute: only the writes themselves can make the lists change within a test.
const t = useTestApp({ env: { CATALOG_CACHE_TTL_MS: '60000' } });

async function sendPost(method: 'POST' | 'PUT', url: string, token: string, json: object) {
  const { payload, headers } = await encodeForm(multipartBody(json));
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBeLessThan(300);
  return response.json() as { id: number };
}

interface QnaRow {
  id: number;
  title: string;
  comment_count: number;
  is_notice: boolean;
}

async function qnaPage(): Promise<QnaRow[]> {
  const res = await call(t.app, 'GET', '/v1/qna?page=1&qna_type=title');
  expect(res.status).toBe(200);
  return res.body.qna;
}

async function noticeTitles(): Promise<string[]> {
  const res = await call(t.app, 'GET', '/v1/notice');
  expect(res.status).toBe(200);
  return res.body.notice_list.map((n: { title: string }) => n.title);
}

async function queriesOf(url: string): Promise<number> {
  const before = t.database.queryCount();
  expect((await call(t.app, 'GET', url)).status).toBe(200);
  return t.database.queryCount() - before;
}

describe('the visitors’ Q&A list and the notice list', () => {
  it('are answered from the cache until something is written', async () => {
    await queriesOf('/v1/qna?page=1&qna_type=title');
    expect(await queriesOf('/v1/qna?page=1&qna_type=title')).toBe(0);
    await queriesOf('/v1/notice');
    expect(await queriesOf('/v1/notice')).toBe(0);
  });

  it('show a post written, edited and deleted at once', async () => {
    const { token } = await shopper(t.app, t.database.db);
    await qnaPage();
    const created = await sendPost('POST', '/v1/qna/create', token, {
      title: '캐시 확인 글',
      payload: '<p>내용</p>',
    });
    expect((await qnaPage()).map((r) => r.title)).toContain('캐시 확인 글');

    await sendPost('PUT', `/v1/qna/${created.id}`, token, {
      title: '고친 캐시 확인 글',
      payload: '<p>내용</p>',
      keep_image_urls: [],
    });
    expect((await qnaPage()).find((r) => r.id === created.id)?.title).toBe('고친 캐시 확인 글');

    expect((await call(t.app, 'DELETE', `/v1/qna/${created.id}`, { token })).status).toBe(204);
    expect((await qnaPage()).some((r) => r.id === created.id && !r.is_notice)).toBe(false);
  });

  it('count a comment written and deleted at once', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const { id } = await sendPost('POST', '/v1/qna/create', token, {
      title: '댓글 수 확인',
      payload: '<p>내용</p>',
    });
    const commentCount = async () => (await qnaPage()).find((r) => r.id === id)?.comment_count;
    expect(await commentCount()).toBe(0);
    const comment = await call(t.app, 'POST', '/v1/comments/from-qna/create', {
      token,
      body: { base_qna: id, payload: '추가로 여쭤봅니다' },
    });
    expect(comment.status).toBe(201);
    expect(await commentCount()).toBe(1);
    const removed = await call(
      t.app,
      'DELETE',
      `/v1/comments/delete?comment_id=${comment.body.comment_id}`,
      { token },
    );
    expect(removed.status).toBe(204);
    expect(await commentCount()).toBe(0);
  });

  it('show a notice written, pinned, edited and deleted at once, on both lists', async () => {
    const boss = await admin(t.app, t.database.db);
    await Promise.all([qnaPage(), noticeTitles()]);
    const created = await call(t.app, 'POST', '/v1/notice', {
      token: boss.token,
      body: { title: '캐시 공지', payload: '<p>안내</p>', pinned: false },
    });
    expect(created.status).toBe(201);
    const id: number = created.body.notice_id;
    expect(await noticeTitles()).toContain('캐시 공지');
    const pinnedOnQna = async () => (await qnaPage()).some((r) => r.is_notice && r.id === id);
    expect(await pinnedOnQna()).toBe(false);

    const pinned = await call(t.app, 'PUT', `/v1/admin/notices/${id}/pin`, {
      token: boss.token,
      body: { pinned: true },
    });
    expect(pinned.status).toBe(200);
    expect(await pinnedOnQna()).toBe(true);

    await call(t.app, 'PUT', `/v1/notice/${id}`, {
      token: boss.token,
      body: { title: '고친 캐시 공지', payload: '<p>안내</p>', pinned: true },
    });
    expect(await noticeTitles()).toContain('고친 캐시 공지');
    expect((await qnaPage()).find((r) => r.is_notice && r.id === id)?.title).toBe('고친 캐시 공지');

    expect((await call(t.app, 'DELETE', `/v1/notice/${id}`, { token: boss.token })).status).toBe(
      204,
    );
    expect(await noticeTitles()).not.toContain('고친 캐시 공지');
    expect(await pinnedOnQna()).toBe(false);
  });

  it('keep a member’s own list out of the cache', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const url = '/v1/qna/secret?page=1&qna_type=title';
    await call(t.app, 'GET', url, { token });
    const before = t.database.queryCount();
    expect((await call(t.app, 'GET', url, { token })).status).toBe(200);
    expect(t.database.queryCount() - before).toBeGreaterThan(0);
  });
});
