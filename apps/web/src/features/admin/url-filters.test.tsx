import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterBar } from './filter-bar';
import { renderAdmin, stubApi } from './testing';
import { readFilters, useUrlFilters, writeFilters } from './url-filters';

const defaults = { status: '', q: '', from: '', page: '1' };

describe('readFilters / writeFilters', () => {
  it('reads what the address names and keeps the defaults for the rest', () => {
    const params = new URLSearchParams('status=SHIPPED&page=3&other=x');
    expect(readFilters(params, defaults)).toEqual({
      status: 'SHIPPED',
      q: '',
      from: '',
      page: '3',
    });
  });

  it('writes only what differs from the defaults, trimmed', () => {
    const params = writeFilters(
      { status: 'SHIPPED', q: '  김온도 ', from: '', page: '1' },
      defaults,
    );
    expect(params.toString()).toBe(`status=SHIPPED&q=${encodeURIComponent('김온도')}`);
  });
});

function OrdersFilters() {
  const [filters, setFilters] = useUrlFilters(defaults);
  return (
    <>
      <FilterBar
        label="주문 검색"
        fields={[
          {
            name: 'status',
            label: '상태',
            type: 'select',
            options: [
              { value: '', label: '전체' },
              { value: 'SHIPPED', label: '배송중' },
            ],
          },
          { name: 'q', label: '검색어', type: 'search' },
        ]}
        values={filters}
        onApply={(values) => setFilters(values)}
        onReset={() => setFilters({ status: '', q: '' })}
      />
      <button type="button" onClick={() => setFilters({ page: String(Number(filters.page) + 1) })}>
        다음 페이지
      </button>
    </>
  );
}

describe('filters in the address', () => {
  it('fills the bar from the address, writes a search back, and starts again at page 1', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderAdmin(<OrdersFilters />, { path: '/admin/orders?status=SHIPPED&page=2' });
    const location = () => screen.getByTestId('location').textContent;
    expect(screen.getByLabelText<HTMLSelectElement>('상태').value).toBe('SHIPPED');

    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(location()).toBe('/admin/orders?status=SHIPPED&page=3');

    await user.type(screen.getByLabelText('검색어'), 'M2026{Enter}');
    expect(location()).toBe('/admin/orders?status=SHIPPED&q=M2026');

    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(location()).toBe('/admin/orders');
    expect(screen.getByLabelText<HTMLSelectElement>('상태').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('검색어').value).toBe('');
  }, 15_000);
});
