import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cartKeys, communityKeys, contentKeys } from '../../../shared/api/query-keys';
import { adminKeys } from '../query-keys';
import { stubApi } from '../testing';
import { useDeleteNotice, usePinNotice, useSaveNotice } from './api';

const notice = {
  notice_id: 3,
  title: '배송 안내',
  admin_nickname: '운영자',
  created_at: '2026-11-20T10:00:00+09:00',
  updated_at: '2026-11-21T10:00:00+09:00',
  comment_count: 0,
  view_count: 12,
  pinned: true,
  payload: '<p>연휴 배송 일정</p>',
};

/** A client holding what the storefront and the back office had cached before the change. */
function cachedClient() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const keys = {
    storefrontNotice: contentKeys.notice(3),
    qnaFirstPage: communityKeys.list('visitor', { page: 1, qna_type: 'title', keyword: '' }),
    adminNotices: adminKeys.content.lists(),
    adminNotice: adminKeys.content.detail(3),
    cart: cartKeys.all,
  };
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { keys, wrapper, stale };
}

describe("the back office's notice changes reach the storefront", () => {
  it('a saved notice marks the notice page and the Q&A list with its pinned notices stale', async () => {
    stubApi({ 'PUT /v1/admin/notices/3': { body: notice } });
    const { keys, wrapper, stale } = cachedClient();
    const { result } = renderHook(() => useSaveNotice(3), { wrapper });
    await act(() =>
      result.current.mutateAsync({ title: notice.title, payload: notice.payload, pinned: true }),
    );
    expect(stale(keys.storefrontNotice)).toBe(true);
    expect(stale(keys.qnaFirstPage)).toBe(true);
    expect(stale(keys.adminNotices)).toBe(true);
    expect(stale(keys.adminNotice)).toBe(true);
    expect(stale(keys.cart)).toBe(false);
  });

  it('so do a pin and a delete', async () => {
    stubApi({
      'PUT /v1/admin/notices/3/pin': { body: { ...notice, pinned: false } },
      'DELETE /v1/admin/notices/3': { status: 204 },
    });
    const pin = cachedClient();
    const pinning = renderHook(() => usePinNotice(), { wrapper: pin.wrapper });
    await act(() => pinning.result.current.mutateAsync({ id: 3, pinned: false }));
    expect(pin.stale(pin.keys.qnaFirstPage)).toBe(true);
    expect(pin.stale(pin.keys.storefrontNotice)).toBe(true);

    const removal = cachedClient();
    const removing = renderHook(() => useDeleteNotice(), { wrapper: removal.wrapper });
    await act(() => removing.result.current.mutateAsync(3));
    expect(removal.stale(removal.keys.qnaFirstPage)).toBe(true);
    expect(removal.stale(removal.keys.storefrontNotice)).toBe(true);
  });
});
