import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { AdminCategoriesPage } from './categories-page';

const row = (category_id: number, name: string, slug: string, parent_id: number | null = null) => ({
  category_id,
  parent_id,
  name,
  slug,
  position: 0,
  is_hidden: false,
  measure_template: null as 'top' | 'bottom' | 'skirt' | null,
  product_count: 2,
});
const tree = {
  categories: [
    {
      ...row(1, '아우터', 'outer'),
      children: [row(3, '코트', 'coat', 1), row(4, '자켓', 'jacket', 1)],
    },
    { ...row(2, '상의', 'top'), children: [] },
  ],
};

describe('AdminCategoriesPage', () => {
  it('moves a child up with the keyboard and keeps focus on it', async () => {
    const moved = {
      categories: [
        {
          ...tree.categories[0]!,
          children: [row(4, '자켓', 'jacket', 1), row(3, '코트', 'coat', 1)],
        },
        tree.categories[1]!,
      ],
    };
    const calls = stubApi({
      'GET /v1/admin/categories': { body: tree },
      'PUT /v1/admin/categories/order': { body: moved },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminCategoriesPage />);
    const up = await screen.findByRole('button', { name: '자켓 위로' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        parent_id: 1,
        category_ids: [4, 3],
      }),
    );
    const children = await screen.findByRole('list', { name: '아우터' });
    await waitFor(() =>
      expect(within(children).getAllByRole('listitem')[0]!.textContent).toContain('자켓'),
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('자켓 위로');
    expect(screen.getByRole('button', { name: '자켓 위로' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('adds a child category after checking it with the contract', async () => {
    const calls = stubApi({
      'GET /v1/admin/categories': { body: tree },
      'POST /v1/admin/categories': { status: 201, body: tree },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminCategoriesPage />);
    await user.click(await screen.findByRole('button', { name: '상의 하위 추가' }));
    expect(screen.getByRole('heading', { name: '상의 하위 카테고리 추가' })).toBeTruthy();
    await user.type(screen.getByLabelText('이름'), '니트');
    await user.click(screen.getByRole('button', { name: '추가' }));
    expect(await screen.findByText(/주소는 영문 소문자/)).toBeTruthy();
    await user.type(screen.getByLabelText('주소 (영문)'), 'knit');
    await user.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: '니트',
        slug: 'knit',
        is_hidden: false,
        measure_template: null,
        parent_id: 2,
      }),
    );
  });

  it('sends the 실측 항목 chosen for a new category and for an edited one', async () => {
    const calls = stubApi({
      'GET /v1/admin/categories': { body: tree },
      'POST /v1/admin/categories': { status: 201, body: tree },
      'PUT /v1/admin/categories/3': { body: tree },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminCategoriesPage />);
    await user.click(await screen.findByRole('button', { name: '카테고리 추가' }));
    await user.type(screen.getByLabelText('이름'), '팬츠');
    await user.type(screen.getByLabelText('주소 (영문)'), 'pants');
    const choice = screen.getByLabelText<HTMLSelectElement>('실측 항목');
    expect([...choice.options].map((o) => o.textContent)).toEqual([
      '없음',
      '상의·아우터·원피스',
      '팬츠',
      '스커트',
    ]);
    await user.selectOptions(choice, '팬츠');
    await user.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        name: '팬츠',
        measure_template: 'bottom',
      }),
    );

    await user.click(await screen.findByRole('button', { name: '코트 수정' }));
    expect(screen.getByLabelText<HTMLSelectElement>('실측 항목').value).toBe('');
    await user.selectOptions(screen.getByLabelText('실측 항목'), '상의·아우터·원피스');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        name: '코트',
        slug: 'coat',
        is_hidden: false,
        measure_template: 'top',
      }),
    );
  });

  it('shows the 실측 항목 a category gives its products beside its name', async () => {
    stubApi({
      'GET /v1/admin/categories': {
        body: {
          categories: [{ ...row(5, '스커트', 'skirt'), measure_template: 'skirt', children: [] }],
        },
      },
    });
    renderAdmin(<AdminCategoriesPage />);
    expect(await screen.findByText('실측 스커트')).toBeTruthy();
  });

  it("shows the server's refusal to delete a category that products use", async () => {
    stubApi({
      'GET /v1/admin/categories': { body: tree },
      'DELETE /v1/admin/categories/3': {
        status: 409,
        body: { detail: '상품 2개가 이 카테고리에 있어 삭제할 수 없습니다.' },
      },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminCategoriesPage />);
    await user.click(await screen.findByRole('button', { name: '코트 삭제' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(
      await within(dialog).findByText('상품 2개가 이 카테고리에 있어 삭제할 수 없습니다.'),
    ).toBeTruthy();
  });
});
