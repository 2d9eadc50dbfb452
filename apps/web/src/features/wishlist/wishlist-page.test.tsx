import type { WishlistEntry } from '@shop/contract/wishlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, renderPage, storeAccessToken, stubApi } from '../../shared/testing/member-pages';
import { WishlistPage } from './wishlist-page';

const wish = (id: number, name: string, extra: Partial<WishlistEntry> = {}): WishlistEntry => ({
  id,
  name,
  price: 49_000,
  image_urls: [],
  is_sold_out: false,
  sale_starts_at: null,
  review_count: 0,
  rating: null,
  wished_at: '2026-11-20T00:00:00.000Z',
  ...extra,
});

const BAG = wish(13, '나일론 쇼퍼백');
const TOTE = wish(12, '캔버스 데일리 토트백');
const KNIT = wish(3, '램스울 크루넥 니트', { is_sold_out: true });

const detail = (id: number, options: Record<string, number>) => ({
  item_id: id,
  name: '',
  price: 49_000,
  image_urls: [],
  description: '',
  options,
  item_details_menu: {},
  sale_starts_at: null,
  max_per_member: null,
});

/** The server: the wishlist shrinks as wishes are deleted. */
function server() {
  let items = [BAG, TOTE, KNIT];
  const calls = stubApi({
    'GET /v1/users/me': { body: member },
    'GET /v1/wishlist': () => ({ body: { items, count: items.length } }),
    'GET /v1/wishlist/ids': () => ({ body: { item_ids: items.map((i) => i.id) } }),
    'GET /v1/items/13': { body: detail(13, { '차콜 / FREE': 0, '샌드 / FREE': 4 }) },
    'GET /v1/items/12': { body: detail(12, { '에크루 / FREE': 1 }) },
    'POST /v1/cart/create': { status: 201, body: [] },
    ...Object.fromEntries(
      [BAG, TOTE, KNIT].map((item) => [
        `DELETE /v1/wishlist/${item.id}`,
        () => {
          items = items.filter((i) => i.id !== item.id);
          return { status: 204 };
        },
      ]),
    ),
  });
  return calls;
}

const row = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('WishlistPage', () => {
  it('lists the wishes with their count; a sold-out one cannot go to the cart', async () => {
    storeAccessToken();
    server();
    renderPage(<WishlistPage />, { path: '/mypage/wishlist', auth: true });
    expect(await screen.findByTestId('wishlist-count')).toHaveProperty('textContent', '3개');
    expect(within(row(KNIT.name)).getByText('품절')).toBeTruthy();
    const knitMove = screen.getByRole('button', { name: `${KNIT.name} 장바구니 담기` });
    expect((knitMove as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a one-option product at once and asks for the option of one with several', {
    timeout: 15_000,
  }, async () => {
    storeAccessToken();
    const calls = server();
    renderPage(<WishlistPage />, { path: '/mypage/wishlist', auth: true });
    await screen.findByTestId('wishlist-count');

    await userEvent.click(screen.getByRole('button', { name: `${TOTE.name} 장바구니 담기` }));
    expect(await screen.findByText('장바구니에 담고 관심상품에서 뺐습니다.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('link', { name: TOTE.name })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: `${BAG.name} 장바구니 담기` }));
    const dialog = await screen.findByRole('dialog', { name: '옵션 선택' });
    const select = (await within(dialog).findByLabelText('옵션')) as HTMLSelectElement;
    // The sold-out option cannot be picked; the first one in stock is chosen.
    expect(select.value).toBe('샌드 / FREE');
    expect(
      (within(dialog).getByRole('option', { name: '차콜 / FREE (품절)' }) as HTMLOptionElement)
        .disabled,
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: '장바구니 담기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('wishlist-count').textContent).toBe('1개'));

    const added = calls.filter((c) => c.path === '/v1/cart/create').map((c) => c.body);
    expect(added).toEqual([
      { item_id: 12, options: [{ color_size: '에크루 / FREE', quantity: 1 }] },
      { item_id: 13, options: [{ color_size: '샌드 / FREE', quantity: 1 }] },
    ]);
    const removed = calls.filter((c) => c.method === 'DELETE').map((c) => c.path);
    expect(removed).toEqual(['/v1/wishlist/12', '/v1/wishlist/13']);
  });

  it('removes a wish, and says so when none is left', async () => {
    storeAccessToken();
    const calls = server();
    renderPage(<WishlistPage />, { path: '/mypage/wishlist', auth: true });
    await screen.findByTestId('wishlist-count');
    for (const item of [BAG, TOTE, KNIT]) {
      await userEvent.click(screen.getByRole('button', { name: `${item.name} 관심상품에서 삭제` }));
    }
    expect(await screen.findByText('아직 관심상품이 없습니다.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(3);
  });
});
