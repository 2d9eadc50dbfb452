import { adminQnaDetailSchema, adminQnaListSchema } from '@shop/contract/admin-content';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../test/admin';
import { call } from '../../../test/http';
import { shopper } from '../../../test/shop';
import { adminAudit, qnaPosts } from '../../db/schema/index';

const t = adminTestApp();

async function post(authorId: number, title: string, isSecret = false) {
  const [row] = await t.database.db
    .insert(qnaPosts)
    .values({ authorId, title, payload: `<p>${title}</p>`, payloadText: title, isSecret })
    .returning();
  return row!;
}

describe('notices', () => {
  it('writes, edits, pins on top of the storefront list, unpins and deletes, all audited', async () => {
    const first = await t.asAdmin('POST', '/v1/admin/notices', {
      title: '배송 안내',
      payload: '<p>연휴 배송</p><script>x()</script>',
    });
    expect(first.status).toBe(201);
    expect(first.body.payload).toBe('<p>연휴 배송</p>');
    const second = await t.asAdmin('POST', '/v1/admin/notices', {
      title: '교환 안내',
      payload: '<p>교환</p>',
    });
    const ids = async () =>
      (await call(t.app, 'GET', '/v1/notice/')).body.notice_list.map(
        (n: { notice_id: number }) => n.notice_id,
      );
    expect(await ids()).toEqual([second.body.notice_id, first.body.notice_id]);

    const pinned = await t.asAdmin('PUT', `/v1/admin/notices/${first.body.notice_id}/pin`, {
      pinned: true,
    });
    expect(pinned.body.pinned).toBe(true);
    expect(await ids()).toEqual([first.body.notice_id, second.body.notice_id]);
    const admins = await t.asAdmin('GET', '/v1/admin/notices');
    expect(admins.body.notices[0]).toMatchObject({ notice_id: first.body.notice_id, pinned: true });

    await t.asAdmin('PUT', `/v1/admin/notices/${first.body.notice_id}/pin`, { pinned: false });
    expect(await ids()).toEqual([second.body.notice_id, first.body.notice_id]);

    const edited = await t.asAdmin('PUT', `/v1/admin/notices/${second.body.notice_id}`, {
      title: '교환·반품 안내',
      payload: '<p>반품</p>',
    });
    expect(edited.body.title).toBe('교환·반품 안내');
    expect((await t.asAdmin('DELETE', `/v1/admin/notices/${second.body.notice_id}`)).status).toBe(
      204,
    );
    expect((await t.asAdmin('DELETE', `/v1/admin/notices/${second.body.notice_id}`)).status).toBe(
      404,
    );
    expect((await t.asAdmin('PUT', '/v1/admin/notices/999999/pin', { pinned: true })).status).toBe(
      404,
    );

    const audit = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetType, 'notice'));
    expect(audit.map((a) => a.action)).toEqual([
      'notice.create',
      'notice.create',
      'notice.pin',
      'notice.unpin',
      'notice.update',
      'notice.delete',
    ]);
  });
});

describe('Q&A', () => {
  it('lists unanswered posts first, answers as the shop, deletes comments and posts', async () => {
    const writer = await shopper(t.app, t.database.db);
    const older = await post(writer.member.id, '사이즈 문의');
    const secret = await post(writer.member.id, '비밀 문의', true);
    const answeredPost = await post(writer.member.id, '배송 문의');
    const answer = await t.asAdmin('POST', `/v1/admin/qna/${answeredPost.id}/answer`, {
      payload: '내일 출고됩니다.',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ is_answer: true, payload: '내일 출고됩니다.' });

    const list = adminQnaListSchema.parse((await t.asAdmin('GET', '/v1/admin/qna')).body);
    expect(list.posts.map((p) => [p.qna_id, p.is_answered])).toEqual([
      [older.id, false],
      [secret.id, false],
      [answeredPost.id, true],
    ]);
    const waiting = await t.asAdmin('GET', '/v1/admin/qna?state=unanswered');
    expect(waiting.body.total).toBe(2);
    expect((await t.asAdmin('GET', '/v1/admin/dashboard')).body.unanswered_qna).toBe(2);

    const storefront = await call(t.app, 'GET', `/v1/qna/${answeredPost.id}`, {
      token: writer.token,
    });
    expect(storefront.body.has_answer).toBe(true);

    const detail = adminQnaDetailSchema.parse(
      (await t.asAdmin('GET', `/v1/admin/qna/${secret.id}`)).body,
    );
    expect(detail).toMatchObject({
      title: '비밀 문의',
      is_secret: true,
      payload: '<p>비밀 문의</p>',
      comments: [],
    });

    const rude = await call(t.app, 'POST', '/v1/comments/from-qna/create', {
      token: writer.token,
      body: { base_qna: older.id, payload: '악성 댓글' },
    });
    expect((await t.asAdmin('DELETE', `/v1/admin/comments/${rude.body.comment_id}`)).status).toBe(
      204,
    );
    expect((await t.asAdmin('GET', `/v1/admin/qna/${older.id}`)).body.comments).toEqual([]);
    expect((await t.asAdmin('DELETE', `/v1/admin/comments/${rude.body.comment_id}`)).status).toBe(
      404,
    );

    expect((await t.asAdmin('DELETE', `/v1/admin/qna/${older.id}`)).status).toBe(204);
    expect((await call(t.app, 'GET', `/v1/qna/${older.id}`)).status).toBe(404);
    expect((await t.asAdmin('DELETE', `/v1/admin/qna/${older.id}`)).status).toBe(404);
    expect(
      (await t.asAdmin('POST', `/v1/admin/qna/${older.id}/answer`, { payload: '답' })).status,
    ).toBe(404);
    expect(
      (await t.asAdmin('POST', `/v1/admin/qna/${secret.id}/answer`, { payload: ' ' })).status,
    ).toBe(422);

    const audit = await t.asAdmin('GET', '/v1/admin/audit?target_type=qna');
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual([
      'qna.delete',
      'qna.answer',
    ]);
  });
});
