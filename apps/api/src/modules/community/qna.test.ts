import { readdir } from 'node:fs/promises';
import { commentMessages } from '@shop/contract/comments';
import { QNA_PAGE_SIZE, qnaDetailSchema, qnaListSchema, qnaMessages } from '@shop/contract/qna';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, auditOf, refuseAudit, admin as signedInAdmin } from '../../../test/admin';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import { useTestApp } from '../../../test/hooks';
import { call, signIn } from '../../../test/http';
import { encodeForm, multipartBody, tinyPng } from '../../../test/multipart';
import { shopper } from '../../../test/shop';
import { createMember, createNotice } from '../../db/factories';
import { qnaPosts } from '../../db/schema/index';
import { createUrlSigner } from '../../integrations/storage/signed-urls';

const t = useTestApp();

async function send(
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  form: FormData,
) {
  const { payload, headers } = await encodeForm(form);
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body || 'null'),
    headers: response.headers,
  };
}

const post = (
  token: string | undefined,
  json: object,
  files: { name: string; data: Uint8Array }[] = [],
) => send('POST', '/v1/qna/create', token, multipartBody(json, files));

const admin = () => signedInAdmin(t.app, t.database.db);

describe('writing, reading, editing and deleting a post', () => {
  it('creates a post with images that are stored and served', async () => {
    const { token, member } = await shopper(t.app, t.database.db);
    const res = await post(
      token,
      { title: '사이즈 문의', payload: '<p>M 사이즈 <b>총장</b>이 궁금해요</p>' },
      [
        { name: 'a.png', data: tinyPng },
        { name: 'b.png', data: tinyPng },
      ],
    );
    expect(res.status).toBe(201);
    const detail = qnaDetailSchema.parse(res.body);
    expect(detail).toMatchObject({
      title: '사이즈 문의',
      writer: member.nickname,
      payload: '<p>M 사이즈 <b>총장</b>이 궁금해요</p>',
      is_secret: false,
      is_mine: true,
      comment_count: 0,
    });
    expect(detail.image_urls).toHaveLength(2);
    const image = await t.app.inject({ method: 'GET', url: detail.image_urls[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('counts a view once a day per viewer, members and anonymous browsers alike', async () => {
    const writer = await shopper(t.app, t.database.db);
    const reader = await shopper(t.app, t.database.db);
    const { body } = await post(writer.token, { title: '조회수', payload: '<p>본문</p>' });
    const view = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/v1/qna/${body.id}`, headers });
    const first = await view({ authorization: `Bearer ${reader.token}` });
    expect(JSON.parse(first.body).view_count).toBe(1);
    await view({ authorization: `Bearer ${reader.token}` });
    const anonymous = await view();
    const cookie = String(anonymous.headers['set-cookie']).split(';')[0]!;
    expect(JSON.parse(anonymous.body).view_count).toBe(2);
    const again = await view({ cookie });
    expect(JSON.parse(again.body).view_count).toBe(2);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('lets only the writer edit, replacing and removing images', async () => {
    const writer = await shopper(t.app, t.database.db);
    const other = await shopper(t.app, t.database.db);
    const created = await post(writer.token, { title: '원래 제목', payload: '<p>원래</p>' }, [
      { name: 'a.png', data: tinyPng },
      { name: 'b.png', data: tinyPng },
    ]);
    const [keep, drop] = created.body.image_urls;
    const edit = (token: string, json: object, files: { name: string; data: Uint8Array }[] = []) =>
      send('PUT', `/v1/qna/${created.body.id}`, token, multipartBody(json, files));
    const foreign = await edit(other.token, {
      title: '탈취',
      payload: '<p>x</p>',
      keep_image_urls: [],
    });
    expect(foreign).toMatchObject({ status: 403, body: { detail: qnaMessages.notWriter } });

    const edited = await edit(
      writer.token,
      { title: '고친 제목', payload: '<p>고침</p>', is_secret: true, keep_image_urls: [keep] },
      [{ name: 'c.png', data: tinyPng }],
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: '고친 제목',
      payload: '<p>고침</p>',
      is_secret: true,
    });
    expect(edited.body.image_urls[0].split('?')[0]).toBe(keep);
    expect(edited.body.image_urls).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: drop })).statusCode).toBe(404);
    const stranger = await edit(writer.token, {
      title: 'x',
      payload: '<p>x</p>',
      keep_image_urls: ['/uploads/qna/other.png'],
    });
    expect(stranger.status).toBe(422);
  });

  it('lets the writer or an admin delete, with comments and images', async () => {
    const writer = await shopper(t.app, t.database.db);
    const other = await shopper(t.app, t.database.db);
    const boss = await admin();
    const first = await post(writer.token, { title: '삭제될 글', payload: '<p>x</p>' }, [
      { name: 'a.png', data: tinyPng },
    ]);
    const second = await post(writer.token, { title: '관리자가 지울 글', payload: '<p>x</p>' });
    expect(
      (await call(t.app, 'DELETE', `/v1/qna/${first.body.id}`, { token: other.token })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'DELETE', `/v1/qna/${first.body.id}`, { token: writer.token })).status,
    ).toBe(204);
    expect((await call(t.app, 'GET', `/v1/qna/${first.body.id}`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first.body.image_urls[0] })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'DELETE', `/v1/qna/${second.body.id}`, { token: boss.token })).status,
    ).toBe(204);
  });

  it("audits an admin's delete of another's post, not the writer's own nor a failed one", async () => {
    const db = t.database.db;
    const writer = await shopper(t.app, db);
    const boss = await admin();
    const own = await post(writer.token, { title: '직접 지울 글', payload: '<p>x</p>' });
    const others = await post(writer.token, { title: '관리자가 지울 글', payload: '<p>x</p>' });
    const kept = await post(writer.token, { title: '남을 글', payload: '<p>x</p>' });
    const remove = (token: string, id: number) => call(t.app, 'DELETE', `/v1/qna/${id}`, { token });

    const before = await auditCount(db);
    expect((await remove(writer.token, own.body.id)).status).toBe(204);
    expect(await auditCount(db)).toBe(before);

    expect((await remove(boss.token, others.body.id)).status).toBe(204);
    expect(await auditOf(db, 'qna', others.body.id)).toEqual([
      {
        actorId: boss.member.id,
        action: 'qna.delete',
        detail: { title: '관리자가 지울 글', writer_id: writer.member.id },
      },
    ]);

    expect((await remove(boss.token, others.body.id)).status).toBe(404);
    const allow = await refuseAudit(db, 'qna.delete');
    try {
      expect((await remove(boss.token, kept.body.id)).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await call(t.app, 'GET', `/v1/qna/${kept.body.id}`)).status).toBe(200);
    expect(await auditCount(db)).toBe(before + 1);
  });

  it('checks the fields, the form and the sign-in', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const empty = await post(token, { title: '', payload: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.detail.map((d: { msg: string }) => d.msg)).toEqual([
      qnaMessages.titleRequired,
      qnaMessages.contentRequired,
    ]);
    expect(empty.body.detail[0].loc).toEqual(['body', 'qna_creation_request', 'title']);
    const onlyMarkup = await post(token, { title: '<script></script>', payload: '<p>본문</p>' });
    expect(onlyMarkup.body.detail[0].msg).toBe(qnaMessages.titleRequired);
    const notJson = await send(
      'POST',
      '/v1/qna/create',
      token,
      (() => {
        const form = new FormData();
        form.append('qna_creation_request', '{nope');
        return form;
      })(),
    );
    expect(notJson.status).toBe(422);
    expect((await post(undefined, { title: 'x', payload: 'y' })).status).toBe(401);
    const json = await call(t.app, 'POST', '/v1/qna/create', {
      token,
      body: { title: 'x', payload: 'y' },
    });
    expect(json.status).toBe(415);
  });
});

describe('uploads that must be refused, with nothing stored', () => {
  const cases: [string, { name: string; data: Uint8Array }[]][] = [
    [
      'a script renamed .png',
      [{ name: 'evil.png', data: new TextEncoder().encode('<script>alert(1)</script>') }],
    ],
    [
      'an SVG',
      [
        {
          name: 'x.svg',
          data: new TextEncoder().encode(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        },
      ],
    ],
    ['a file over 5 MB', [{ name: 'big.png', data: new Uint8Array(5 * 1024 * 1024 + 1) }]],
    ['a sixth file', Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, data: tinyPng }))],
    [
      'a good image beside a bad one',
      [
        { name: 'ok.png', data: tinyPng },
        { name: 'bad.gif', data: new TextEncoder().encode('%PDF-1.4 not an image') },
      ],
    ],
  ];
  it.each(cases)('%s', async (_name, files) => {
    const { token } = await shopper(t.app, t.database.db);
    const storedFiles = () => readdir(`${t.dataDir}/uploads/qna`).catch(() => [] as string[]);
    const postsBefore = (await call(t.app, 'GET', '/v1/qna')).body.qna.length;
    const filesBefore = (await storedFiles()).length;
    const res = await post(token, { title: '첨부', payload: '<p>x</p>' }, files);
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'qna_creation_images']);
    expect(res.body.detail[0].msg).toMatch(/이미지/);
    expect((await call(t.app, 'GET', '/v1/qna')).body.qna.length).toBe(postsBefore);
    expect((await storedFiles()).length).toBe(filesBefore);
  });
});

describe('secret posts', () => {
  it('are listed with their title and lock; body, images and comments only for the writer and admins', async () => {
    const writer = await shopper(t.app, t.database.db);
    const other = await shopper(t.app, t.database.db);
    const boss = await admin();
    const secret = await post(
      writer.token,
      { title: '비밀 문의', payload: '<p>주소: 비밀</p>', is_secret: true },
      [{ name: 'a.png', data: tinyPng }],
    );
    const id = secret.body.id;
    await call(t.app, 'POST', '/v1/comments/from-qna/create', {
      token: writer.token,
      body: { base_qna: id, payload: '추가 문의' },
    });

    const listed = (await call(t.app, 'GET', '/v1/qna')).body.qna.find(
      (q: { id: number }) => q.id === id,
    );
    expect(listed).toMatchObject({
      title: '비밀 문의',
      is_secret: true,
      image_urls: [],
      comment_count: 1,
    });
    const mine = (
      await call(t.app, 'GET', '/v1/qna/secret', { token: writer.token })
    ).body.qna.find((q: { id: number }) => q.id === id);
    expect(mine.image_urls).toHaveLength(1);

    for (const token of [undefined, other.token]) {
      const res = await call(t.app, 'GET', `/v1/qna/${id}`, token ? { token } : {});
      expect(res).toMatchObject({ status: 403, body: { detail: qnaMessages.secret } });
      expect(JSON.stringify(res.body)).not.toContain('주소');
      expect(
        (await call(t.app, 'GET', `/v1/comments/from-qna?qna_id=${id}`, token ? { token } : {}))
          .status,
      ).toBe(403);
    }
    expect(
      (
        await call(t.app, 'POST', '/v1/comments/from-qna/create', {
          token: other.token,
          body: { base_qna: id, payload: '엿보기' },
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', `/v1/qna/${id}`, { token: writer.token })).body.payload).toBe(
      '<p>주소: 비밀</p>',
    );
    expect((await call(t.app, 'GET', `/v1/qna/${id}`, { token: boss.token })).status).toBe(200);
    expect(
      (await call(t.app, 'GET', `/v1/comments/from-qna?qna_id=${id}`, { token: boss.token })).body,
    ).toHaveLength(1);

    // Searching the text does not reveal which secret posts contain a word.
    const search = (token?: string) =>
      call(
        t.app,
        'GET',
        `/v1/qna?qna_type=payload&keyword=${encodeURIComponent('주소: 비밀')}`,
        token ? { token } : {},
      );
    expect((await search()).body.qna).toEqual([]);
    expect(
      (
        await call(
          t.app,
          'GET',
          `/v1/qna/secret?qna_type=payload&keyword=${encodeURIComponent('주소: 비밀')}`,
          { token: writer.token },
        )
      ).body.qna,
    ).toHaveLength(1);
  });
});

describe('images of secret posts', () => {
  const getFile = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const pathOf = (url: string) => url.split('?')[0]!;
  const SIGNED = /^\/uploads\/qna\/[\w-]+\.png\?exp=\d+&sig=[\w-]+$/;

  async function secretPost() {
    const writer = await shopper(t.app, t.database.db);
    const created = await post(
      writer.token,
      { title: '비밀 사진', payload: '<p>영수증 사진입니다</p>', is_secret: true },
      [{ name: 'receipt.png', data: tinyPng }],
    );
    expect(created.status).toBe(201);
    return { writer, id: created.body.id as number, signed: created.body.image_urls[0] as string };
  }

  it('are refused to anonymous visitors and other members, with or without a token', async () => {
    const { id, signed } = await secretPost();
    const other = await shopper(t.app, t.database.db);
    const stored = pathOf(signed);
    for (const token of [undefined, other.token]) {
      const res = await getFile(stored, token);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toBe('image/png');
      expect((await t.app.inject({ method: 'HEAD', url: stored })).statusCode).toBe(404);
    }
    // Neither does the list or the post tell anyone else where they are.
    const listed = (await call(t.app, 'GET', '/v1/qna')).body.qna.find(
      (q: { id: number }) => q.id === id,
    );
    expect(listed.image_urls).toEqual([]);
    expect((await call(t.app, 'GET', `/v1/qna/${id}`, { token: other.token })).status).toBe(403);
  });

  it('are served to the writer and admins through short-lived signed addresses', async () => {
    const { writer, id, signed } = await secretPost();
    expect(signed).toMatch(SIGNED);
    const detail = await call(t.app, 'GET', `/v1/qna/${id}`, { token: writer.token });
    const mine = (
      await call(t.app, 'GET', '/v1/qna/secret', { token: writer.token })
    ).body.qna.find((q: { id: number }) => q.id === id);
    const boss = await admin();
    const backOffice = await call(t.app, 'GET', `/v1/admin/qna/${id}`, { token: boss.token });
    const asAdmin = await call(t.app, 'GET', `/v1/qna/${id}`, { token: boss.token });
    for (const url of [
      detail.body.image_urls[0],
      mine.image_urls[0],
      backOffice.body.image_urls[0],
      asAdmin.body.image_urls[0],
    ]) {
      expect(url).toMatch(SIGNED);
      expect(pathOf(url)).toBe(pathOf(signed));
      // The <img> tag sends no token: the address alone lets the file through.
      const image = await getFile(url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toContain('private');
      expect(image.headers['cache-control']).toContain('no-store');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
    }
    const exp = Number(new URL(signed, 'http://x').searchParams.get('exp'));
    const inMinutes = (exp * 1000 - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(5);
    expect(inMinutes).toBeLessThanOrEqual(70);
  });

  it('refuse an expired, tampered or borrowed signature', async () => {
    const { signed } = await secretPost();
    const other = await secretPost();
    const url = new URL(signed, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const stored = pathOf(signed);
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const expired = createUrlSigner(TEST_JWT_SECRET, {
      now: () => Date.now() - 3 * 60 * 60 * 1000,
    }).sign(stored);
    expect(expired).toMatch(SIGNED);
    for (const bad of [
      `${stored}?exp=${exp}&sig=${flipped}`,
      `${stored}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `${stored}?exp=${exp}`,
      `${stored}?sig=${sig}`,
      `${stored}?exp=${exp}&sig=`,
      expired,
      // Another post's signature does not open this file.
      `${stored}?${new URL(other.signed, 'http://x').searchParams}`,
      // Nor does one made with another secret.
      createUrlSigner('another-secret-that-is-long-enough-for-hs256').sign(stored),
    ]) {
      expect((await getFile(bad)).statusCode, bad).toBe(404);
    }
    expect((await getFile(signed)).statusCode).toBe(200);
  });

  it('are not reached through another spelling of their address', async () => {
    const { signed } = await secretPost();
    const file = pathOf(signed).slice('/uploads/qna/'.length);
    for (const url of [
      `/uploads/%71na/${file}`,
      `/uploads/QNA/${file}`,
      `/uploads/qna/%2e/${file}`,
      `/uploads/./qna/${file}`,
      `/uploads//qna/${file}`,
      `/uploads/qna//${file}`,
      `/uploads/demo/../qna/${file}`,
      `/uploads/demo/%2e%2e/qna/${file}`,
      `/uploads/qna%2F${file}`,
      `/uploads/qna/${file.replace('.png', '%2Epng')}`,
    ]) {
      const res = await getFile(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.headers['content-type'], url).not.toBe('image/png');
    }
  });

  it('keep a public post’s images public, and follow the post when its secrecy changes', async () => {
    const writer = await shopper(t.app, t.database.db);
    const created = await post(writer.token, { title: '공개 사진', payload: '<p>사진</p>' }, [
      { name: 'a.png', data: tinyPng },
    ]);
    const url = created.body.image_urls[0] as string;
    expect(url).toMatch(/^\/uploads\/qna\/[\w-]+\.png$/);
    const open = await getFile(url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).not.toContain('private');
    // Revalidated on every use, so that a post made secret later is not served from a cache.
    expect(open.headers['cache-control']).toContain('no-cache');

    const edit = (json: object) =>
      send('PUT', `/v1/qna/${created.body.id}`, writer.token, multipartBody(json));
    const secret = await edit({
      title: '공개 사진',
      payload: '<p>사진</p>',
      is_secret: true,
      keep_image_urls: [url],
    });
    expect(secret.status).toBe(200);
    expect(pathOf(secret.body.image_urls[0])).toBe(url);
    expect((await getFile(url)).statusCode).toBe(404);
    expect((await getFile(secret.body.image_urls[0])).statusCode).toBe(200);

    // Saved again from the editor, which holds the signed addresses: the images stay.
    const publicAgain = await edit({
      title: '공개 사진',
      payload: '<p>사진</p>',
      is_secret: false,
      keep_image_urls: secret.body.image_urls,
    });
    expect(publicAgain.status).toBe(200);
    expect(publicAgain.body.image_urls).toEqual([url]);
    expect((await getFile(url)).statusCode).toBe(200);
  });

  it('are signed inside the post’s text too, and stored there unsigned', async () => {
    const { writer, id, signed } = await secretPost();
    const stored = pathOf(signed);
    const edit = (payload: string, keep: string[]) =>
      send(
        'PUT',
        `/v1/qna/${id}`,
        writer.token,
        multipartBody({ title: '비밀 사진', payload, is_secret: true, keep_image_urls: keep }),
      );
    // The editor shows the text with the addresses it was given, and sends them back as they are.
    const saved = await edit(
      `<p>여기</p><img src="${signed.replace('&', '&amp;')}" alt="영수증"><img src="${signed.replace('&', '&#38;')}" alt="둘째">`,
      [signed],
    );
    expect(saved.status).toBe(200);
    const inText = /<img src="([^"]+)"/.exec(saved.body.payload)?.[1]?.replace('&amp;', '&');
    expect(inText).toMatch(SIGNED);
    expect(pathOf(inText!)).toBe(stored);
    expect((await getFile(inText!)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(qnaPosts).where(eq(qnaPosts.id, id));
    expect(row!.payload).toBe(
      `<p>여기</p><img src="${stored}" alt="영수증" /><img src="${stored}" alt="둘째" />`,
    );
    expect(row!.imageUrls).toEqual([stored]);
  });
});

describe('comments', () => {
  it('are written by members, edited by their writer, deleted by the writer or an admin', async () => {
    const writer = await shopper(t.app, t.database.db);
    const other = await shopper(t.app, t.database.db);
    const boss = await admin();
    const { body: created } = await post(writer.token, {
      title: '배송 문의',
      payload: '<p>언제 와요?</p>',
    });
    const comment = await call(t.app, 'POST', '/v1/comments/from-qna/create', {
      token: other.token,
      body: { base_qna: created.id, payload: '저도 궁금해요' },
    });
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({
      payload: '저도 궁금해요',
      is_answer: false,
      is_mine: true,
    });
    const answer = await call(t.app, 'POST', '/v1/comments/from-qna/create', {
      token: boss.token,
      body: { base_qna: created.id, payload: '내일 출고됩니다.' },
    });
    expect(answer.body.is_answer).toBe(true);
    const detail = await call(t.app, 'GET', `/v1/qna/${created.id}`);
    expect(detail.body).toMatchObject({ comment_count: 2, has_answer: true });

    const id = comment.body.comment_id;
    const edit = (token: string, payload: string) =>
      call(t.app, 'PUT', `/v1/comments?comment_id=${id}`, { token, body: { payload } });
    expect((await edit(writer.token, '남의 댓글')).status).toBe(403);
    expect((await edit(boss.token, '관리자도 수정은 못함')).status).toBe(403);
    expect((await edit(other.token, '고친 댓글')).body.payload).toBe('고친 댓글');
    expect((await edit(other.token, '   ')).status).toBe(422);

    const list = await call(t.app, 'GET', `/v1/comments/from-qna?qna_id=${created.id}`, {
      token: other.token,
    });
    expect(
      list.body.map((c: { payload: string; is_mine: boolean }) => [c.payload, c.is_mine]),
    ).toEqual([
      ['고친 댓글', true],
      ['내일 출고됩니다.', false],
    ]);
    const del = (token: string, commentId: number) =>
      call(t.app, 'DELETE', `/v1/comments/delete?comment_id=${commentId}`, { token });
    expect((await del(writer.token, id)).status).toBe(403);
    expect((await del(boss.token, id)).status).toBe(204);
    expect((await del(boss.token, id)).status).toBe(404);
    expect(
      (
        await call(t.app, 'POST', '/v1/comments/from-qna/create', {
          body: { base_qna: created.id, payload: 'x' },
        })
      ).status,
    ).toBe(401);
    const blank = await call(t.app, 'POST', '/v1/comments/from-qna/create', {
      token: other.token,
      body: { base_qna: created.id, payload: ' ' },
    });
    expect(blank.body.detail[0].msg).toBe(commentMessages.required);
  });
});

describe('list, paging and search', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
    const writer = await createMember(fresh.database.db, { nickname: '검색작성자' });
    const staff = await createMember(fresh.database.db, { role: 'admin', nickname: '온도운영' });
    await createNotice(fresh.database.db, { authorId: staff.id, title: '고정 공지', pinned: true });
    await createNotice(fresh.database.db, {
      authorId: staff.id,
      title: '일반 공지',
      pinned: false,
    });
    const token = (await signIn(fresh.app, writer.userId)).token.access_token;
    for (let i = 1; i <= 32; i += 1) {
      const json = {
        title: i % 10 === 0 ? `코트 문의 ${i}` : `문의 ${i}`,
        payload: i === 7 ? '<p><b>캐시미어</b> 혼용률</p>' : '<p>본문</p>',
      };
      const { payload, headers } = await encodeForm(multipartBody(json));
      await fresh.app.inject({
        method: 'POST',
        url: '/v1/qna/create',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
    }
  });
  afterAll(() => fresh.close());
  const list = async (query: string) =>
    qnaListSchema.parse((await call(fresh.app, 'GET', `/v1/qna?${query}`)).body);

  it('pages by 15, newest first, with the pinned notice on top of page 1 only', async () => {
    const first = await list('page=1');
    expect(first.page_count).toBe(3);
    expect(first.qna[0]).toMatchObject({ title: '고정 공지', is_notice: true, writer: '온도운영' });
    expect(first.qna.filter((q) => q.is_notice)).toHaveLength(1);
    expect(first.qna.filter((q) => !q.is_notice)).toHaveLength(QNA_PAGE_SIZE);
    expect(first.qna[1]?.title).toBe('문의 32');
    const third = await list('page=3');
    expect(third.qna.map((q) => q.title)).toEqual(['문의 2', '문의 1']);
    expect(third.qna.some((q) => q.is_notice)).toBe(false);
  });

  it('searches titles, text (not tags) and writers, with a page count for the search', async () => {
    const titles = await list(`qna_type=title&keyword=${encodeURIComponent('코트')}`);
    expect(titles.qna.map((q) => q.title)).toEqual([
      '코트 문의 30',
      '코트 문의 20',
      '코트 문의 10',
    ]);
    expect(titles.page_count).toBe(1);
    expect(
      (await list(`qna_type=payload&keyword=${encodeURIComponent('캐시미어 혼용률')}`)).qna.map(
        (q) => q.title,
      ),
    ).toEqual(['문의 7']);
    expect((await list('qna_type=payload&keyword=b')).qna).toEqual([]);
    const writers = await list(`qna_type=writer&keyword=${encodeURIComponent('검색작성')}&page=2`);
    expect(writers.page_count).toBe(3);
    expect(writers.qna).toHaveLength(15);
    expect((await list('qna_type=title&keyword=%25')).qna).toEqual([]);
    expect((await call(fresh.app, 'GET', '/v1/qna?qna_type=body')).status).toBe(422);
    expect((await call(fresh.app, 'GET', '/v1/qna?page=0')).status).toBe(422);
  });
});

describe('personal details typed into a public post', () => {
  it('are hidden from everybody but the writer and the operator, and the writer is told', async () => {
    const writer = await shopper(t.app, t.database.db);
    const reader = await shopper(t.app, t.database.db);
    const boss = await admin();
    const res = await post(writer.token, {
      title: '010-2345-6789로 연락 부탁드려요',
      payload:
        '<p>주소는 서울 성동구 성수이로 113, 메일은 ondo.kim@naver.com 입니다. 허리 95-100 사이즈요.</p>',
    });
    expect(res.status).toBe(201);
    const mine = qnaDetailSchema.parse(res.body);
    expect(mine.title).toBe('010-2345-6789로 연락 부탁드려요');
    expect(mine.privacy_masked?.sort()).toEqual(['이메일', '전화번호', '주소'].sort());

    const hidden = {
      title: '[전화번호 비공개]로 연락 부탁드려요',
      payload:
        '<p>주소는 서울 [주소 비공개], 메일은 [이메일 비공개] 입니다. 허리 95-100 사이즈요.</p>',
    };
    for (const token of [undefined, reader.token]) {
      const seen = qnaDetailSchema.parse(
        (await call(t.app, 'GET', `/v1/qna/${mine.id}`, { token })).body,
      );
      expect(seen).toMatchObject(hidden);
      expect(seen.privacy_masked).toBeUndefined();
      const listed = (await call(t.app, 'GET', '/v1/qna', { token })).body.qna.find(
        (p: { id: number }) => p.id === mine.id,
      );
      expect(listed.title).toBe(hidden.title);
    }
    const asBoss = (await call(t.app, 'GET', `/v1/qna/${mine.id}`, { token: boss.token })).body;
    expect(asBoss.payload).toContain('ondo.kim@naver.com');
    // The hidden number cannot be found by searching for it either.
    const searched = await call(
      t.app,
      'GET',
      `/v1/qna?page=1&qna_type=title&keyword=${encodeURIComponent('2345-6789')}`,
    );
    expect(searched.body.qna.map((p: { id: number }) => p.id)).not.toContain(mine.id);

    // Comments likewise; the shop's answer keeps its own number.
    const comment = await call(t.app, 'POST', '/v1/comments/from-qna/create', {
      token: writer.token,
      body: { base_qna: mine.id, payload: '제 번호 01023456789 입니다' },
    });
    expect(comment.body).toMatchObject({
      payload: '제 번호 01023456789 입니다',
      privacy_masked: ['전화번호'],
    });
    const answer = await call(t.app, 'POST', '/v1/comments/from-qna/create', {
      token: boss.token,
      body: { base_qna: mine.id, payload: '고객센터 02-123-4567로 연락 주세요' },
    });
    expect(answer.status).toBe(201);
    const others = (await call(t.app, 'GET', `/v1/comments/from-qna?qna_id=${mine.id}`)).body;
    expect(others.map((c: { payload: string }) => c.payload)).toEqual([
      '제 번호 [전화번호 비공개] 입니다',
      '고객센터 02-123-4567로 연락 주세요',
    ]);
  });
});
