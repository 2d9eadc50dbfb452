import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  cartLine,
  renderPage,
  sessionPerTest,
  stubMemberCart,
} from '../../shared/testing/member-pages';
import { DesktopCart } from './desktop-cart';

const shirt = cartLine({ cart_id: 11, quantity: 2, max_quantity: 3 });
/** One piece of another item, without pictures. */
const otherLine = (
  cart_id: number,
  item_id: number,
  item_name: string,
  options: string,
  price: number,
) =>
  cartLine({ cart_id, item: { item_id, item_name, image_urls: [] }, options, unit_price: price });
const knit = otherLine(12, 3, '램스울 크루넥 니트', '오트밀 / S', 129_000);
const cap = otherLine(13, 14, '워시드 코튼 볼캡', '베이지 / FREE', 35_000);

sessionPerTest(true);

async function showCart(extra: Parameters<typeof stubMemberCart>[1] = {}) {
  const calls = stubMemberCart([shirt, knit, cap], extra);
  renderPage(<DesktopCart />, { auth: true });
  await screen.findByRole('link', { name: '램스울 크루넥 니트' });
  return calls;
}

const checkbox = (name: string | RegExp) =>
  screen.getByRole('checkbox', { name }) as HTMLInputElement;
const selectAll = () => checkbox(/전체 선택/);

describe('DesktopCart', () => {
  it('ticks every line on load; unticking a row unticks select-all, select-all toggles all', async () => {
    await showCart();
    const rows = [
      '헤비웨이트 코튼 반팔 티셔츠 오트밀 / 2 선택',
      '램스울 크루넥 니트 오트밀 / S 선택',
    ];
    expect(selectAll().checked).toBe(true);
    expect(rows.every((row) => checkbox(row).checked)).toBe(true);
    expect(screen.getByTestId('cart-items-total').textContent).toBe('242,000원');

    await userEvent.click(checkbox(rows[1]!));
    expect(selectAll().checked).toBe(false);
    expect(screen.getByText('2/3')).toBeTruthy();
    expect(screen.getByTestId('cart-items-total').textContent).toBe('113,000원');

    await userEvent.click(selectAll());
    expect(selectAll().checked).toBe(true);
    expect(checkbox(rows[1]!).checked).toBe(true);
    await userEvent.click(selectAll());
    expect(rows.every((row) => !checkbox(row).checked)).toBe(true);
    expect(screen.getByTestId('cart-total').textContent).toBe('0원');
  });

  it('hands /order only the ticked cart ids', async () => {
    await showCart();
    await userEvent.click(checkbox('램스울 크루넥 니트 오트밀 / S 선택'));
    await userEvent.click(screen.getByRole('button', { name: '선택 상품 주문' }));
    const state = JSON.parse((await screen.findByTestId('order-state')).textContent ?? '');
    expect(state).toEqual({ type: 'cart', cart_ids: [11, 13] });
  });

  it('asks for a choice when nothing is ticked, and stays', async () => {
    await showCart();
    await userEvent.click(selectAll());
    await userEvent.click(screen.getByRole('button', { name: '선택 상품 주문' }));
    expect((await screen.findByRole('alert')).textContent).toBe('주문할 상품을 선택해주세요.');
    expect(screen.queryByTestId('order-state')).toBeNull();
  });

  it('deletes the ticked lines in one call', async () => {
    const calls = await showCart({ 'DELETE /v1/cart/delete': { status: 204 } });
    await userEvent.click(checkbox('헤비웨이트 코튼 반팔 티셔츠 오트밀 / 2 선택'));
    await userEvent.click(screen.getByRole('button', { name: '선택 삭제' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ cart_id: [12, 13] }),
    );
  });

  it('bounds the quantity popup by the stock with the docs/api.md#cart message', async () => {
    const calls = await showCart({
      'PUT /v1/cart/update/11': (body) => ({
        body: [{ ...shirt, quantity: (body as { quantity: number }).quantity }, knit, cap],
      }),
    });
    await userEvent.click(
      screen.getByRole('button', { name: '헤비웨이트 코튼 반팔 티셔츠 수량 변경' }),
    );
    const dialog = screen.getByRole('dialog', { name: '수량 변경' });
    const input = within(dialog).getByLabelText('수량') as HTMLInputElement;
    expect(input.value).toBe('2');
    const plus = within(dialog).getByRole('button', {
      name: '헤비웨이트 코튼 반팔 티셔츠 수량 늘리기',
    });
    await userEvent.click(plus);
    expect(input.value).toBe('3');
    await userEvent.click(plus);
    expect(input.value).toBe('3');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '이 옵션은 최대 3개까지 담을 수 있습니다.',
    );

    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '이 옵션은 최대 3개까지 담을 수 있습니다.',
    );
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('수량은 1개 이상이어야 합니다.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      options: '오트밀 / 2',
      quantity: 3,
    });
    expect(screen.getAllByTestId('line-quantity')[0]!.textContent).toBe('3개');
  });

  it('changes the option with the quantity kept; shows the server refusal in the popup', async () => {
    const calls = await showCart({
      'GET /v1/items/2': {
        body: {
          item_id: 2,
          name: shirt.item.item_name,
          price: 39_000,
          image_urls: [],
          description: '',
          options: { '오트밀 / 2': 5, '차콜 / 1': 1, '차콜 / 3': 0 },
          item_details_menu: {},
          sale_starts_at: null,
          max_per_member: null,
        },
      },
      'PUT /v1/cart/update/11': {
        status: 409,
        body: { detail: '이 옵션은 최대 1개까지 담을 수 있습니다.' },
      },
    });
    await userEvent.click(
      screen.getByRole('button', { name: '헤비웨이트 코튼 반팔 티셔츠 옵션 변경' }),
    );
    const dialog = screen.getByRole('dialog', { name: '옵션 변경' });
    const select = (await within(dialog).findByLabelText('옵션')) as HTMLSelectElement;
    expect(
      (within(dialog).getByRole('option', { name: '차콜 / 3 (품절)' }) as HTMLOptionElement)
        .disabled,
    ).toBe(true);
    await userEvent.selectOptions(select, '차콜 / 1');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '이 옵션은 최대 1개까지 담을 수 있습니다.',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      options: '차콜 / 1',
      quantity: 2,
    });
  });

  it('says the cart is empty and where to go', async () => {
    stubMemberCart([]);
    renderPage(<DesktopCart />, { auth: true });
    expect(await screen.findByText('장바구니가 비어 있습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '상품 보러 가기' }).getAttribute('href')).toBe(
      '/products',
    );
  });
});
