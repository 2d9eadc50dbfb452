import { PAGE_DATA } from '@shop/contract/pages';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchItem } from '../features/catalog/item-api';
import { parseListParams, searchQuery } from '../features/catalog/list-params';
import { fetchSearch } from '../features/catalog/search-api';
import { noticeQueryOptions } from '../features/community/notice-api';
import { fetchQnaList } from '../features/community/qna-list-api';
import { stubFetch } from '../shared/testing/fetch';

/** The address and options of the one call `load` makes. */
async function firstCall(load: () => Promise<unknown>) {
  const fetchMock = stubFetch({});
  await load().catch(() => undefined);
  const [input, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(input), init };
}

// The server preloads these answers with the page's HTML (PAGE_DATA); a preload is only used
// when the page then asks for the very same address, without credentials or custom headers.
describe('the answers the server preloads', () => {
  it('are the ones the pages ask for first', async () => {
    const client = new QueryClient();
    const calls = {
      '/products': await firstCall(() => {
        // The products page without filters: its first page.
        const { page: _page, ...list } = parseListParams(new URLSearchParams());
        return fetchSearch(searchQuery(list, 1));
      }),
      '/product/:id': await firstCall(() => fetchItem(16)),
      '/service/qna': await firstCall(() =>
        fetchQnaList({ page: 1, qna_type: 'title', keyword: '' }, false),
      ),
      '/service/notice/:id': await firstCall(() =>
        client.fetchQuery({ ...noticeQueryOptions(3), retry: false }),
      ),
    };
    const params = { id: '16' };
    expect(calls['/products'].url).toBe(PAGE_DATA['/products']?.url({}));
    expect(calls['/product/:id'].url).toBe(PAGE_DATA['/product/:id']?.url(params));
    expect(calls['/service/qna'].url).toBe(PAGE_DATA['/service/qna']?.url({}));
    expect(calls['/service/notice/:id'].url).toBe(
      PAGE_DATA['/service/notice/:id']?.url({ id: '3' }),
    );
    for (const { init } of Object.values(calls)) {
      expect(init?.headers).toEqual({});
      expect(init?.credentials).toBe('same-origin');
    }
    expect(Object.keys(PAGE_DATA).sort()).toEqual(Object.keys(calls).sort());
  });
});
