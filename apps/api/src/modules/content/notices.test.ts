import { noticeListSchema, noticeMessages, noticeSchema } from '@shop/contract/notices';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditCount, auditOf, refuseAudit, admin as signedInAdmin } from '../../../test/admin';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import { shopper } from '../../../test/shop';
import { members } from '../../db/schema/index';

const t = useTestApp();

const admin = (nickname?: string) =>
  signedInAdmin(t.app, t.database.db, nickname ? { nickname } : {});

describe('notices', () => {
  it('admins write, edit and delete; everybody reads', async () => {
    const boss = await admin('온도관리');
    const created = await call(t.app, 'POST', '/v1/notice', {
      token: boss.token,
      body: {
        title: '연휴 배송 안내',
        payload: '<p>설 연휴에는 <strong>출고가 쉽니다</strong>.</p><script>x</script>',
        pinned: true,
      },
    });
    expect(created.status).toBe(201);
    expect(noticeSchema.parse(created.body)).toMatchObject({
      title: '연휴 배송 안내',
      admin_nickname: '온도관리',
      payload: '<p>설 연휴에는 <strong>출고가 쉽니다</strong>.</p>',
      pinned: true,
      comment_count: 0,
    });
    const id = created.body.notice_id;
    const list = noticeListSchema.parse((await call(t.app, 'GET', '/v1/notice')).body);
    expect(list.notice_list[0]).toMatchObject({ notice_id: id, pinned: true });

    const read = await call(t.app, 'GET', `/v1/notice/${id}`);
    expect(read.body).toMatchObject({ title: '연휴 배송 안내', view_count: 1 });

    const edited = await call(t.app, 'PUT', `/v1/notice/${id}`, {
      token: boss.token,
      body: { title: '연휴 배송 안내 (수정)', payload: '<p>수정</p>', pinned: false },
    });
    expect(edited.body).toMatchObject({ title: '연휴 배송 안내 (수정)', pinned: false });
    expect((await call(t.app, 'DELETE', `/v1/notice/${id}`, { token: boss.token })).status).toBe(
      204,
    );
    expect(await call(t.app, 'GET', `/v1/notice/${id}`)).toMatchObject({
      status: 404,
      body: { detail: noticeMessages.notFound },
    });
  });

  it('refuses members (403), anonymous callers (401) and a demoted admin with an old token', async () => {
    const member = await shopper(t.app, t.database.db);
    const boss = await admin();
    const body = { title: '공지', payload: '<p>x</p>' };
    const { body: notice } = await call(t.app, 'POST', '/v1/notice', { token: boss.token, body });
    for (const [method, url] of [
      ['POST', '/v1/notice'],
      ['PUT', `/v1/notice/${notice.notice_id}`],
      ['DELETE', `/v1/notice/${notice.notice_id}`],
    ] as const) {
      expect((await call(t.app, method, url, { token: member.token, body })).status).toBe(403);
      expect((await call(t.app, method, url, { body })).status).toBe(401);
    }
    await t.database.db
      .update(members)
      .set({ role: 'member' })
      .where(eq(members.id, boss.member.id));
    expect((await call(t.app, 'POST', '/v1/notice', { token: boss.token, body })).status).toBe(403);
  });

  it('audits each write with its admin, in the same transaction; failed writes leave none', async () => {
    const boss = await admin();
    const db = t.database.db;
    const created = await call(t.app, 'POST', '/v1/notice', {
      token: boss.token,
      body: { title: '교환 안내', payload: '<p>교환</p>', pinned: true },
    });
    const id = created.body.notice_id;
    await call(t.app, 'PUT', `/v1/notice/${id}`, {
      token: boss.token,
      body: { title: '교환·반품 안내', payload: '<p>반품</p>', pinned: false },
    });
    await call(t.app, 'DELETE', `/v1/notice/${id}`, { token: boss.token });
    const actorId = boss.member.id;
    expect(await auditOf(db, 'notice', id)).toEqual([
      { actorId, action: 'notice.create', detail: { title: '교환 안내', pinned: true } },
      { actorId, action: 'notice.update', detail: { title: '교환·반품 안내', pinned: false } },
      { actorId, action: 'notice.delete', detail: { title: '교환·반품 안내' } },
    ]);

    const before = await auditCount(db);
    const member = await shopper(t.app, db);
    const body = { title: '공지', payload: '<p>x</p>' };
    expect((await call(t.app, 'POST', '/v1/notice', { token: member.token, body })).status).toBe(
      403,
    );
    expect(
      (
        await call(t.app, 'POST', '/v1/notice', {
          token: boss.token,
          body: { ...body, title: ' ' },
        })
      ).status,
    ).toBe(422);
    expect((await call(t.app, 'PUT', `/v1/notice/${id}`, { token: boss.token, body })).status).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `/v1/notice/${id}`, { token: boss.token })).status).toBe(
      404,
    );
    expect(await auditCount(db)).toBe(before);

    // The audit row is part of the write: when it cannot be stored, the notice is not either.
    const listed = async () => (await call(t.app, 'GET', '/v1/notice')).body.notice_list.length;
    const notices = await listed();
    const allow = await refuseAudit(db, 'notice.create');
    try {
      expect((await call(t.app, 'POST', '/v1/notice', { token: boss.token, body })).status).toBe(
        500,
      );
    } finally {
      await allow();
    }
    expect(await listed()).toBe(notices);
    expect(await auditCount(db)).toBe(before);
  });
});
