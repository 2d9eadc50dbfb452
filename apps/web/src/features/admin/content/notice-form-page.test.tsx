import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { AdminNoticeFormPage } from './notice-form-page';

describe('AdminNoticeFormPage', () => {
  it("edits the notice the back office reads, not the storefront's counted read", async () => {
    const calls = stubApi({
      'GET /v1/admin/notices/3': {
        body: {
          notice_id: 3,
          title: '배송 안내',
          admin_nickname: '운영자',
          created_at: '2026-11-21T01:00:00.000Z',
          updated_at: '2026-11-21T01:00:00.000Z',
          comment_count: 0,
          view_count: 12,
          pinned: false,
          payload: '<p>연휴 배송 일정</p>',
        },
      },
    });
    renderAdmin(<AdminNoticeFormPage />, {
      path: '/admin/notices/3',
      route: '/admin/notices/:id',
    });
    expect(await screen.findByDisplayValue('배송 안내')).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('/v1/notice/3');
    expect(calls.map((c) => c.path)).toContain('/v1/admin/notices/3');
  });
});
