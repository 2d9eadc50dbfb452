import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminItem, listPage, renderAdmin, stubApi } from '../testing';
import { AdminProductFormPage } from './product-form-page';
import { AdminProductsPage } from './products-page';

const saved = adminItem({
  code: 'CF-COAT-01',
  options: [{ option_id: 1, label: '블랙 / M', stock: 5, ordered_quantity: 0 }],
});
const tree = { 'GET /v1/admin/categories': { body: { categories: [] } } };

describe('상품코드 in the back office', () => {
  it('is edited on the product form and sent trimmed, or null when emptied', async () => {
    const calls = stubApi({
      ...tree,
      'GET /v1/admin/items/41': { body: saved },
      'GET /v1/admin/items/41/stock-history': { body: { movements: [] } },
      'PUT /v1/admin/items/41': { body: saved },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminProductFormPage />, {
      path: '/admin/products/41',
      route: '/admin/products/:id',
    });
    const code = await screen.findByLabelText<HTMLInputElement>('상품코드');
    expect(code.value).toBe('CF-COAT-01');

    await user.clear(code);
    await user.type(code, ' CF-COAT-02 ');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ code: 'CF-COAT-02' });

    await user.clear(code);
    await user.type(code, '코트 1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(
      await screen.findByText('상품코드는 영문, 숫자, -, _ 로 40자 이하로 입력해주세요.'),
    ).toBeTruthy();

    await user.clear(code);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toMatchObject({ code: null });
  }, 20_000);

  it('shows each product row with its code', async () => {
    const row = {
      item_id: 41,
      name: '울 코트',
      price: 259_000,
      image_url: null,
      is_hidden: false,
      option_count: 1,
      total_stock: 5,
      min_stock: 5,
      created_at: saved.created_at,
      updated_at: saved.updated_at,
    };
    stubApi({
      ...tree,
      'GET /v1/admin/items?visibility=all&page=1': {
        body: listPage('items', [
          { ...row, code: 'CF-COAT-01' },
          { ...row, item_id: 42, name: '니트', code: null },
        ]),
      },
    });
    renderAdmin(<AdminProductsPage />, { path: '/admin/products' });
    expect(await screen.findByText('CF-COAT-01')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '상품코드' })).toBeTruthy();
    expect(screen.getByText('없음')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '상품명, 번호 또는 상품코드' })).toBeTruthy();
  });
});
