import { describe, expect, it } from 'vitest';
import { admin, auditCount, auditOf, refuseAudit } from '../../../test/admin';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import { shopper } from '../../../test/shop';
import { qnaPosts } from '../../db/schema/index';

const t = useTestApp();

async function question(authorId: number) {
  const [row] = await t.database.db
    .insert(qnaPosts)
    .values({
      authorId,
      title: '배송 문의',
      payload: '<p>언제 와요?</p>',
      payloadText: '언제 와요?',
    })
    .returning();
  return row!.id;
}

/** A member's question under the shop's eyes: its writer, another member and an admin. */
async function questionScene() {
  const db = t.database.db;
  const writer = await shopper(t.app, db);
  const other = await shopper(t.app, db);
  const boss = await admin(t.app, db);
  return { db, writer, other, boss, qnaId: await question(writer.member.id) };
}

const create = (token: string, qnaId: number, payload: string) =>
  call(t.app, 'POST', '/v1/comments/from-qna/create', {
    token,
    body: { base_qna: qnaId, payload },
  });
const edit = (token: string, commentId: number, payload: string) =>
  call(t.app, 'PUT', `/v1/comments?comment_id=${commentId}`, { token, body: { payload } });
const remove = (token: string, commentId: number) =>
  call(t.app, 'DELETE', `/v1/comments/delete?comment_id=${commentId}`, { token });

describe('admin writes through the comment routes', () => {
  it("audits the shop's answers, their edits and their deletion", async () => {
    const db = t.database.db;
    const writer = await shopper(t.app, db);
    const boss = await admin(t.app, db);
    const qnaId = await question(writer.member.id);

    const answer = await create(boss.token, qnaId, '내일 출고됩니다.');
    expect(answer.body.is_answer).toBe(true);
    const commentId = answer.body.comment_id;
    expect((await edit(boss.token, commentId, '오늘 출고됩니다.')).status).toBe(200);
    const actorId = boss.member.id;
    expect(await auditOf(db, 'qna', qnaId)).toEqual([
      { actorId, action: 'qna.answer', detail: { comment_id: commentId } },
      { actorId, action: 'qna.answer.update', detail: { comment_id: commentId } },
    ]);

    expect((await remove(boss.token, commentId)).status).toBe(204);
    expect(await auditOf(db, 'comment', commentId)).toEqual([
      { actorId, action: 'comment.delete', detail: { qna_id: qnaId, writer_id: actorId } },
    ]);
  });

  it("audits an admin's delete of a member's comment; members' own writes are not audited", async () => {
    const { db, writer, other, boss, qnaId } = await questionScene();

    const before = await auditCount(db);
    const mine = await create(writer.token, qnaId, '추가 문의');
    expect(mine.body.is_answer).toBe(false);
    expect((await edit(writer.token, mine.body.comment_id, '추가 문의 (수정)')).status).toBe(200);
    expect((await remove(writer.token, mine.body.comment_id)).status).toBe(204);
    expect(await auditCount(db)).toBe(before);

    const rude = await create(other.token, qnaId, '악성 댓글');
    expect((await remove(boss.token, rude.body.comment_id)).status).toBe(204);
    expect(await auditOf(db, 'comment', rude.body.comment_id)).toEqual([
      {
        actorId: boss.member.id,
        action: 'comment.delete',
        detail: { qna_id: qnaId, writer_id: other.member.id },
      },
    ]);
  });

  it('leaves no audit row, and no change, when the write fails', async () => {
    const { db, writer, other, boss, qnaId } = await questionScene();
    const comment = await create(writer.token, qnaId, '문의 댓글');
    const commentId = comment.body.comment_id;

    const before = await auditCount(db);
    expect((await create(boss.token, qnaId, '   ')).status).toBe(422);
    expect((await create(boss.token, 999_999, '답변')).status).toBe(404);
    expect((await remove(other.token, commentId)).status).toBe(403);
    expect((await remove(boss.token, 999_999)).status).toBe(404);
    expect((await edit(boss.token, commentId, '남의 댓글 수정')).status).toBe(403);

    const comments = async () =>
      (await call(t.app, 'GET', `/v1/comments/from-qna?qna_id=${qnaId}`, { token: boss.token }))
        .body.length;
    for (const action of ['qna.answer', 'comment.delete'] as const) {
      const allow = await refuseAudit(db, action);
      try {
        const failed =
          action === 'qna.answer'
            ? await create(boss.token, qnaId, '답변')
            : await remove(boss.token, commentId);
        expect(failed.status).toBe(500);
      } finally {
        await allow();
      }
    }
    expect(await comments()).toBe(1);
    expect(await auditCount(db)).toBe(before);
  });
});
