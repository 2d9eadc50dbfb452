import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminItem, renderAdmin, stubApi } from '../testing';
import { AdminProductFormPage } from './product-form-page';

const saved = adminItem({
  details: { 핏: '오버핏' },
  options: [
    { option_id: 1, label: '베이지 / M', stock: 5, ordered_quantity: 0 },
    { option_id: 2, label: '베이지 / L', stock: 4, ordered_quantity: 0 },
  ],
});

/** The form reads the category tree for its picker. */
const tree = { 'GET /v1/admin/categories': { body: { categories: [] } } };
const writes = (calls: { path: string }[]) =>
  calls.filter((c) => c.path !== '/v1/admin/categories');

describe('AdminProductFormPage', () => {
  it("checks with the contract's rules, then sends the options and the detail rows as maps", async () => {
    const calls = stubApi({
      ...tree,
      'POST /v1/admin/items': { status: 201, body: saved },
      'GET /v1/admin/items/41': { body: saved },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminProductFormPage />, { path: '/admin/products/new' });

    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('상품명을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('가격은 0원 이상의 정수로 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('옵션명을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('재고는 0 이상의 정수로 입력해주세요.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText('상품명'), '린넨 오버셔츠');
    await user.type(screen.getByLabelText('가격(원)'), '45000');
    await user.type(screen.getByLabelText('옵션명 1'), '베이지 / M');
    await user.type(screen.getByLabelText('재고 1'), '5');
    await user.click(screen.getByRole('button', { name: '옵션 추가' }));
    await user.type(screen.getByLabelText('옵션명 2'), '베이지 / M');
    await user.type(screen.getByLabelText('재고 2'), '4');
    await user.type(screen.getByLabelText('상세 정보 1 항목'), '핏');
    await user.type(screen.getByLabelText('상세 정보 1 내용'), '오버핏');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('옵션명 "베이지 / M"이(가) 중복되었습니다.')).toBeTruthy();

    await user.clear(screen.getByLabelText('옵션명 2'));
    await user.type(screen.getByLabelText('옵션명 2'), '베이지 / L');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/products/41'),
    );
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/v1/admin/items',
      body: {
        name: '린넨 오버셔츠',
        price: 45_000,
        details: { 핏: '오버핏' },
        fit_sizing: {},
        fabric: {},
        options: [
          { label: '베이지 / M', stock: 5 },
          { label: '베이지 / L', stock: 4 },
        ],
        is_hidden: false,
        sale_starts_at: null,
        max_per_member: null,
      },
    });
  }, 20_000);

  it('checks a row added with 옵션 추가 on the first click of 등록', async () => {
    const calls = stubApi(tree);
    const user = userEvent.setup();
    renderAdmin(<AdminProductFormPage />, { path: '/admin/products/new' });
    await user.type(screen.getByLabelText('상품명'), '린넨 오버셔츠');
    await user.type(screen.getByLabelText('가격(원)'), '45000');
    await user.type(screen.getByLabelText('옵션명 1'), '베이지 / M');
    await user.type(screen.getByLabelText('재고 1'), '5');
    await user.click(screen.getByRole('button', { name: '옵션 추가' }));
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(screen.getByLabelText('옵션명 2').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('옵션명을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('재고는 0 이상의 정수로 입력해주세요.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('옵션명 2')));
    expect(writes(calls)).toHaveLength(0);
  });

  it('shows and sends the sale start in Seoul time and the per-member limit', async () => {
    const drop = { ...saved, sale_starts_at: '2026-12-01T11:00:00.000Z', max_per_member: 2 };
    const calls = stubApi({
      ...tree,
      'GET /v1/admin/items/41': { body: drop },
      'GET /v1/admin/items/41/stock-history': { body: { movements: [] } },
      'PUT /v1/admin/items/41': { body: drop },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminProductFormPage />, {
      path: '/admin/products/41',
      route: '/admin/products/:id',
    });
    const opens = await screen.findByLabelText<HTMLInputElement>('판매 시작 시각 (한국 시간)');
    expect(opens.value).toBe('2026-12-01T20:00');
    const limit = screen.getByLabelText<HTMLInputElement>('1인 구매 한도(개)');
    expect(limit.value).toBe('2');

    await user.clear(opens);
    await user.type(opens, '2026-12-24T09:30');
    await user.clear(limit);
    await user.type(limit, '1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      sale_starts_at: '2026-12-24T00:30:00.000Z',
      max_per_member: 1,
    });

    // Both emptied: on sale at once, no limit.
    await user.clear(opens);
    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toMatchObject({
      sale_starts_at: null,
      max_per_member: null,
    });
  }, 20_000);

  it("puts the server's field problems under their fields", async () => {
    stubApi({
      ...tree,
      'GET /v1/admin/items/41': {
        body: { ...saved, options: [{ ...saved.options[0], ordered_quantity: 3 }] },
      },
      'GET /v1/admin/items/41/stock-history': { body: { movements: [] } },
      'PUT /v1/admin/items/41': {
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'options', 0, 'stock'],
              msg: '재고가 너무 많습니다.',
              type: 'value_error',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminProductFormPage />, {
      path: '/admin/products/41',
      route: '/admin/products/:id',
    });
    expect(await screen.findByDisplayValue('베이지 / M')).toBeTruthy();
    // A saved product shows why its stock is what it is.
    expect(await screen.findByRole('table', { name: '재고 이력' })).toBeTruthy();
    // An option that was ordered cannot be removed.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '옵션명 1 삭제' }).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('재고가 너무 많습니다.')).toBeTruthy();
    expect(screen.getByLabelText('재고 1').getAttribute('aria-invalid')).toBe('true');
  });

  it("reads each option's colour, with the palette's swatch, and size as the shop's filters will", async () => {
    stubApi(tree);
    const user = userEvent.setup();
    renderAdmin(<AdminProductFormPage />, { path: '/admin/products/new' });
    await user.click(screen.getByLabelText('옵션명 1'));
    await user.paste('아이보리 / S');
    expect(screen.getByText('색상 아이보리')).toBeTruthy();
    expect(screen.getByText('사이즈 S')).toBeTruthy();
    await user.clear(screen.getByLabelText('옵션명 1'));
    await user.paste('라벤더 / FREE');
    expect(screen.getByText('(팔레트에 없는 색)')).toBeTruthy();
  });
});
