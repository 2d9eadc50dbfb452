import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../shared/testing/render';
import { FilterSheet } from './filter-sheet';
import { emptyFilters, type ListFilters } from './list-params';
import { result, stubShop } from './list-test-utils';

/** Totals by what the draft filters: the sheet's button shows them. */
function stubCounts() {
  return stubShop({
    search: (query) => {
      const total =
        46 -
        (query.has('color') ? 30 : 0) -
        (query.has('size') ? 10 : 0) -
        (query.has('max_price') ? 3 : 0);
      return result([], total);
    },
  });
}

function renderSheet(value: ListFilters) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <FilterSheet value={value} onApply={onApply} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onApply, onClose };
}

// Role queries over a panel of some forty buttons take their time on a busy machine.
describe('FilterSheet', { timeout: 20_000 }, () => {
  it('counts the products of the draft on its button and applies the draft', async () => {
    const { calls } = stubCounts();
    const { onApply } = renderSheet({ ...emptyFilters, category: 'knit' });
    const sheet = screen.getByRole('dialog', { name: '필터' });
    expect(await within(sheet).findByRole('button', { name: '상품 46개 보기' })).toBeTruthy();

    await userEvent.click(await within(sheet).findByRole('button', { name: '블랙 4개' }));
    expect(await within(sheet).findByRole('button', { name: '상품 16개 보기' })).toBeTruthy();
    await userEvent.click(within(sheet).getByRole('button', { name: 'M 5개' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '3만~5만원 3개' }));
    expect(await within(sheet).findByRole('button', { name: '상품 3개 보기' })).toBeTruthy();
    // The count is one product of the same search (limit 1).
    expect(calls.at(-1)).toBe(
      `/v1/items/search?category=knit&color=${encodeURIComponent('블랙')}&size=M&min_price=30000&max_price=50000&limit=1`,
    );

    await userEvent.click(within(sheet).getByRole('button', { name: '상품 3개 보기' }));
    expect(onApply).toHaveBeenCalledWith({
      ...emptyFilters,
      category: 'knit',
      colors: ['블랙'],
      sizes: ['M'],
      minPrice: 30_000,
      maxPrice: 50_000,
    });
  });

  it('starts from the filters in use; 초기화 clears the draft but not the category', async () => {
    stubCounts();
    const { onApply } = renderSheet({
      ...emptyFilters,
      category: 'knit',
      colors: ['블랙'],
      inStock: true,
    });
    const sheet = screen.getByRole('dialog', { name: '필터' });
    const black = await within(sheet).findByRole('button', { name: '블랙 4개' });
    expect(black.getAttribute('aria-pressed')).toBe('true');
    expect(within(sheet).getByLabelText('품절 제외')).toHaveProperty('checked', true);

    await userEvent.click(within(sheet).getByRole('button', { name: '초기화' }));
    expect(black.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(await within(sheet).findByRole('button', { name: '상품 46개 보기' }));
    expect(onApply).toHaveBeenCalledWith({ ...emptyFilters, category: 'knit' });
  });

  it('closes with Escape or its close button, applying nothing', async () => {
    stubCounts();
    const { onApply, onClose } = renderSheet(emptyFilters);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '필터 닫기' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onApply).not.toHaveBeenCalled();
  });
});
