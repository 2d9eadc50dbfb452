import { adminContentMessages } from '@shop/contract/admin-content';
import { noticeSchema } from '@shop/contract/notices';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../test/admin';
import { call } from '../../../test/http';

const t = adminTestApp();

describe('a notice read for editing', () => {
  it('answers the notice with its body and counts no view', async () => {
    const created = await call(t.app, 'POST', '/v1/admin/notices', {
      token: t.token,
      body: { title: '배송 안내', payload: '<p>연휴 배송 일정</p>', pinned: true },
    });
    const id = created.body.notice_id as number;

    for (let i = 0; i < 2; i += 1) {
      const read = await call(t.app, 'GET', `/v1/admin/notices/${id}`, { token: t.token });
      expect(read.status).toBe(200);
      expect(noticeSchema.parse(read.body)).toMatchObject({
        notice_id: id,
        title: '배송 안내',
        payload: '<p>연휴 배송 일정</p>',
        pinned: true,
        view_count: 0,
      });
    }
    const list = await call(t.app, 'GET', '/v1/admin/notices', { token: t.token });
    expect(list.body.notices.find((n: { notice_id: number }) => n.notice_id === id)).toMatchObject({
      view_count: 0,
    });

    // The storefront's read still counts.
    expect((await call(t.app, 'GET', `/v1/notice/${id}`)).body.view_count).toBe(1);
    expect(
      (await call(t.app, 'GET', `/v1/admin/notices/${id}`, { token: t.token })).body.view_count,
    ).toBe(1);
  });

  it('answers 404 in Korean for a notice that does not exist', async () => {
    const missing = await call(t.app, 'GET', '/v1/admin/notices/999999', { token: t.token });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(adminContentMessages.noticeNotFound);
  });
});
