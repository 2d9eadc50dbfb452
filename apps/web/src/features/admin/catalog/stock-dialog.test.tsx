import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminItem, listPage, renderAdmin, stubApi } from '../testing';
import { AdminProductsPage } from './products-page';
import { parseStock } from './stock-dialog';

const item = adminItem({
  item_id: 7,
  name: '울 니트',
  price: 59_000,
  options: [
    { option_id: 11, label: 'S', stock: 8, ordered_quantity: 0 },
    { option_id: 12, label: 'M', stock: 2, ordered_quantity: 1 },
    { option_id: 13, label: 'L', stock: 0, ordered_quantity: 0 },
  ],
});
const list = listPage('items', [
  {
    item_id: 7,
    code: null,
    name: '울 니트',
    price: 59_000,
    image_url: null,
    is_hidden: false,
    option_count: 3,
    total_stock: 10,
    min_stock: 0,
    created_at: item.created_at,
    updated_at: item.updated_at,
  },
]);

describe('the quick stock edit', () => {
  it('opens from the list, marks low options and saves one option', async () => {
    const calls = stubApi({
      'GET /v1/admin/items?visibility=all&page=1': { body: list },
      'GET /v1/admin/items/7': { body: item },
      'PUT /v1/admin/items/7/options/12/stock': {
        body: {
          ...item,
          options: item.options.map((o) => (o.option_id === 12 ? { ...o, stock: 9 } : o)),
        },
      },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminProductsPage />, { path: '/admin/products' });

    await user.click(await screen.findByRole('button', { name: '울 니트 재고 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '울 니트 재고' });
    expect(screen.getByTestId('location').textContent).toBe('/admin/products?stock=7');
    const rows = await waitFor(() => {
      const found = dialog.querySelectorAll('li');
      expect(found).toHaveLength(3);
      return found;
    });
    expect(rows[0]?.textContent).not.toContain('재고 부족');
    expect(rows[1]?.textContent).toContain('재고 부족');
    expect(rows[2]?.textContent).toContain('품절');

    const m = screen.getByLabelText('M 새 재고');
    await user.clear(m);
    await user.type(m, '9');
    await user.click(rows[1]!.querySelector('button')!);
    expect(await screen.findByText('M 옵션 재고를 9개로 바꿨습니다.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/v1/admin/items/7/options/12/stock',
      body: { stock: 9 },
    });
  }, 20_000);

  it('starts on the option the address names and refuses a bad figure in Korean', async () => {
    const calls = stubApi({
      'GET /v1/admin/items?visibility=all&page=1': { body: list },
      'GET /v1/admin/items/7': { body: item },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminProductsPage />, { path: '/admin/products?stock=7&option=13' });

    const l = await screen.findByLabelText('L 새 재고');
    await waitFor(() => expect(document.activeElement).toBe(l));
    await user.clear(l);
    await user.type(l, '-1');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '재고는 0 이상의 정수로 입력해주세요.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/admin/products');
  }, 20_000);
});

describe('parseStock', () => {
  it('takes whole numbers from 0 and nothing else', () => {
    expect(parseStock(' 12 ')).toBe(12);
    expect(parseStock('0')).toBe(0);
    expect(parseStock('-1')).toBeUndefined();
    expect(parseStock('1.5')).toBeUndefined();
    expect(parseStock('')).toBeUndefined();
    expect(parseStock('2000000')).toBeUndefined();
  });
});
