import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldRefusal } from '../../../shared/testing/fetch';
import { adminItem, renderAdmin, stubApi } from '../testing';
import { AdminProductFormPage } from './product-form-page';

const pants = adminItem({
  options: [
    { option_id: 1, label: '블랙 / S', stock: 5, ordered_quantity: 0 },
    { option_id: 2, label: '블랙 / M', stock: 4, ordered_quantity: 0 },
  ],
  sizes: ['S', 'M'],
  suggested_template: 'bottom',
});

const page = (item = pants, more: Parameters<typeof stubApi>[0] = {}) => {
  const calls = stubApi({
    'GET /v1/admin/categories': { body: { categories: [] } },
    'GET /v1/admin/items/41': { body: item },
    'GET /v1/admin/items/41/stock-history': { body: { movements: [] } },
    ...more,
  });
  renderAdmin(<AdminProductFormPage />, {
    path: '/admin/products/41',
    route: '/admin/products/:id',
  });
  return calls;
};
const puts = (calls: { method: string; path: string; body?: unknown }[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/v1/admin/items/41/measurements');

describe('실측 사이즈 on the product form', () => {
  it("starts from the categories' template and sends a row per size with the values typed", async () => {
    const saved = {
      ...pants,
      measurements: { template: 'bottom' as const, rows: [{ size: 'S', values: { waist: 36 } }] },
    };
    const calls = page(pants, { 'PUT /v1/admin/items/41/measurements': { body: saved } });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: '실측 사이즈' });
    expect(within(section).getByLabelText<HTMLSelectElement>('실측 항목').value).toBe('bottom');
    const table = within(section).getByRole('table', { name: '실측 사이즈 (cm)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['사이즈', '총장', '허리단면', '엉덩이단면', '허벅지단면', '밑위', '밑단단면']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['S', 'M']);

    await user.type(within(section).getByLabelText('S 허리단면'), '36');
    await user.type(within(section).getByLabelText('M 허리단면'), '38.5');
    await user.type(within(section).getByLabelText('M 총장'), '101');
    await user.click(within(section).getByRole('button', { name: '실측 저장' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      measurements: {
        template: 'bottom',
        rows: [
          { size: 'S', values: { waist: 36 } },
          { size: 'M', values: { length: 101, waist: 38.5 } },
        ],
      },
    });
    expect(await screen.findByText('실측 사이즈를 저장했습니다.')).toBeTruthy();
  });

  it("puts the server's 422 under the cell it names", async () => {
    const calls = page(pants, {
      'PUT /v1/admin/items/41/measurements': fieldRefusal(
        ['rows', '0', 'values', 'hip'],
        '실측 값은 1~300cm 사이로 0.5cm 단위까지 입력해주세요.',
      ),
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: '실측 사이즈' });
    // Only M has values: the server's row 0 is M.
    await user.type(within(section).getByLabelText('M 엉덩이단면'), '52');
    await user.click(within(section).getByRole('button', { name: '실측 저장' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const cell = within(section).getByLabelText('M 엉덩이단면');
    await waitFor(() => expect(cell.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(cell.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('실측 값은 1~300cm 사이로 0.5cm 단위까지 입력해주세요.');
    expect(message?.closest('td')).toBe(cell.closest('td'));
    expect(within(section).getByLabelText('S 엉덩이단면').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a value out of range before sending it', async () => {
    const calls = page();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: '실측 사이즈' });
    await user.type(within(section).getByLabelText('S 밑위'), '0.3');
    await user.click(within(section).getByRole('button', { name: '실측 저장' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('S 밑위').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(puts(calls)).toHaveLength(0);
  });

  it('takes the table down after asking', async () => {
    const published = {
      ...pants,
      measurements: { template: 'top' as const, rows: [{ size: 'M', values: { chest: 55 } }] },
    };
    const calls = page(published, {
      'PUT /v1/admin/items/41/measurements': { body: { ...published, measurements: null } },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: '실측 사이즈' });
    // The saved template wins over the categories' one.
    expect(within(section).getByLabelText<HTMLSelectElement>('실측 항목').value).toBe('top');
    expect(within(section).getByLabelText<HTMLInputElement>('M 가슴단면').value).toBe('55');
    await user.click(within(section).getByRole('button', { name: '실측 내리기' }));
    const dialog = await screen.findByRole('dialog', { name: '실측 사이즈를 내릴까요?' });
    await user.click(within(dialog).getByRole('button', { name: '내리기' }));
    await waitFor(() => expect(puts(calls)[0]?.body).toEqual({ measurements: null }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getByLabelText<HTMLInputElement>('M 가슴단면').value).toBe('');
  });

  it('is not on the new product form', () => {
    stubApi({ 'GET /v1/admin/categories': { body: { categories: [] } } });
    renderAdmin(<AdminProductFormPage />, { path: '/admin/products/new' });
    expect(screen.queryByRole('region', { name: '실측 사이즈' })).toBeNull();
  });
});
