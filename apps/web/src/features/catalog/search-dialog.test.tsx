import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { textsOf } from '../../shared/testing/render';
import { currentAddress, renderAt, stubShop } from './list-test-utils';
import { readRecent } from './recent-searches';
import { SearchDialog } from './search-dialog';

afterEach(() => localStorage.clear());

const dialog = <SearchDialog open onClose={() => {}} />;
const suggestions = {
  categories: [{ id: 5, name: '니트', slug: 'knit', parent_name: '상의' }],
  items: [{ id: 9, name: '데일리 코튼 니트', price: 39_000, image_url: null }],
};

describe('SearchDialog', { timeout: 20_000 }, () => {
  it('suggests categories and products once the typing settles', async () => {
    const { calls } = stubShop({ suggest: () => suggestions });
    renderAt('/', dialog, '/');
    const input = screen.getByRole('searchbox', { name: '검색어' });
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, '니트');
    const found = await screen.findByRole('region', { name: '추천 검색 결과' });
    expect(
      (await within(found).findByRole('link', { name: /상의 > 니트/ })).getAttribute('href'),
    ).toBe('/products?category=knit');
    expect(
      within(found)
        .getByRole('link', { name: /데일리 코튼 니트/ })
        .getAttribute('href'),
    ).toBe('/product/9');
    expect(within(found).getByText('39,000원')).toBeTruthy();
    // One question for the settled words, not one per key.
    expect(calls.filter((c) => c.startsWith('/v1/items/suggest'))).toEqual([
      `/v1/items/suggest?q=${encodeURIComponent('니트')}`,
    ]);
  });

  it('asks nothing while a Korean syllable is being composed', async () => {
    const { calls } = stubShop({ suggest: () => suggestions });
    renderAt('/', dialog, '/');
    const input = screen.getByRole('searchbox', { name: '검색어' });
    fireEvent.compositionStart(input);
    for (const partial of ['ㄴ', '니', '닡', '니트']) {
      fireEvent.change(input, { target: { value: partial } });
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((input as HTMLInputElement).value).toBe('니트');
    expect(calls.filter((c) => c.startsWith('/v1/items/suggest'))).toEqual([]);
    fireEvent.compositionEnd(input);
    await waitFor(() =>
      expect(calls.filter((c) => c.startsWith('/v1/items/suggest'))).toEqual([
        `/v1/items/suggest?q=${encodeURIComponent('니트')}`,
      ]),
    );
  });

  it('shows recent and popular searches; submitting keeps the search and opens the list', async () => {
    localStorage.setItem('ondo.recent-searches', JSON.stringify(['코트', '셔츠']));
    stubShop({ popular: () => ({ queries: [{ query: '캐시미어', count: 4 }] }) });
    const { container } = renderAt('/', dialog, '*');
    const recent = screen.getByRole('region', { name: '최근 검색어' });
    expect(textsOf(recent, 'listitem')).toEqual(['코트', '셔츠']);
    await userEvent.click(within(recent).getByRole('button', { name: '셔츠 삭제' }));
    expect(readRecent()).toEqual(['코트']);
    const popular = screen.getByRole('region', { name: '인기 검색어' });
    expect(await within(popular).findByRole('button', { name: /캐시미어/ })).toBeTruthy();

    await userEvent.click(within(recent).getByRole('button', { name: '전체 삭제' }));
    expect(readRecent()).toEqual([]);
    expect(within(recent).getByText('최근 검색어가 없습니다.')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: '검색어' }), '검정 니트{Enter}');
    expect(currentAddress(container)).toBe('/products?q=검정+니트');
    expect(readRecent()).toEqual(['검정 니트']);
  });
});
