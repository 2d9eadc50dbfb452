import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../shared/testing/match-media';
import { textsOf } from '../../shared/testing/render';
import { card, currentAddress, renderAt, result, stubShop } from './list-test-utils';
import { ProductsPage } from './products-page';

const page = <ProductsPage />;

// Role queries over the page and its filter panel take their time on a busy machine.
describe('ProductsPage', { timeout: 20_000 }, () => {
  // A desktop window: the side panel is built from 1024 px.
  beforeEach(() => stubMatchMedia());

  it('shows a category with its breadcrumb, siblings, count and cards', async () => {
    const { calls } = stubShop({
      search: () => result([card(7, '울 캐시미어 싱글 코트', 389_000)]),
    });
    renderAt('/products?category=coat', page);
    expect(screen.getByRole('status').textContent).toBe('상품을 불러오는 중입니다.');

    const crumbs = await screen.findByRole('navigation', { name: '현재 위치' });
    await waitFor(() =>
      expect(textsOf(crumbs, 'listitem')).toEqual(['홈', '전체 상품', '아우터', '코트']),
    );
    expect(within(crumbs).getByRole('link', { name: '아우터' }).getAttribute('href')).toBe(
      '/products?category=outer',
    );
    expect(within(crumbs).getByText('코트').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: '코트' })).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: '카테고리 선택' });
    expect(textsOf(nav, 'link')).toEqual(['전체', '코트', '자켓']);
    expect(within(nav).getByRole('link', { name: '코트' }).getAttribute('aria-current')).toBe(
      'page',
    );

    const coat = await screen.findByRole('link', { name: /울 캐시미어 싱글 코트/ });
    expect(coat.getAttribute('href')).toBe('/product/7');
    expect(within(coat).getByText('389,000원')).toBeTruthy();
    expect(screen.getByText('1개의 상품')).toBeTruthy();
    expect(calls).toContain('/v1/items/search?category=coat&limit=20');
  });

  it('shows a card’s rating under its price once it has 구매평, and nothing before', async () => {
    stubShop({
      search: () =>
        result([{ ...card(7, '울 코트'), review_count: 12, rating: 4.8 }, card(8, '린넨 셔츠')]),
    });
    renderAt('/products', page);
    const rated = await screen.findByRole('link', { name: /울 코트/ });
    expect(within(rated).getByText('별점 4.8, 구매평 12개')).toBeTruthy();
    expect(within(rated).getByText('★ 4.8 (12)').getAttribute('aria-hidden')).toBe('true');
    const unrated = screen.getByRole('link', { name: /린넨 셔츠/ });
    expect(unrated.textContent).not.toMatch(/★|별점/);
  });

  it('builds the side panel on wide screens only; a phone filters in the sheet', async () => {
    stubShop({ search: () => result([card(7, '울 캐시미어 싱글 코트', 389_000)]) });
    const desktop = renderAt('/products', page);
    await screen.findByRole('link', { name: /울 캐시미어 싱글 코트/ });
    expect(screen.getByRole('complementary', { name: '필터' })).toBeTruthy();
    desktop.unmount();

    stubMatchMedia({ mobile: true });
    renderAt('/products', page);
    await screen.findByRole('link', { name: /울 캐시미어 싱글 코트/ });
    expect(screen.queryByRole('complementary', { name: '필터' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^필터/ }));
    expect(await screen.findByRole('dialog', { name: /필터/ })).toBeTruthy();
  });

  it('adds a page with 더보기, keeping it in the address', async () => {
    const all = Array.from({ length: 25 }, (_, i) => card(100 - i));
    const { calls } = stubShop({
      search: (query) => {
        const n = Number(query.get('page') ?? 1);
        return result(all.slice((n - 1) * 20, n * 20), all.length, n);
      },
    });
    const { container } = renderAt('/products?sort=price_asc', page);
    await screen.findByRole('link', { name: /상품 100/ });
    expect(screen.getByText('20 / 25')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '더보기' }));
    await screen.findByRole('link', { name: /상품 76/ });
    expect(screen.getAllByRole('link', { name: /^상품 \d+/ })).toHaveLength(25);
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
    expect(currentAddress(container)).toBe('/products?sort=price_asc&page=2');
    expect(calls).toContain('/v1/items/search?sort=price_asc&page=2&limit=20');
  });

  it('opens at the page in the address with every card up to it', async () => {
    const all = Array.from({ length: 45 }, (_, i) => card(200 - i));
    stubShop({
      search: (query) => {
        const n = Number(query.get('page') ?? 1);
        return result(all.slice((n - 1) * 20, n * 20), all.length, n);
      },
    });
    renderAt('/products?page=2', page);
    await screen.findByRole('link', { name: /상품 161/ });
    expect(screen.getAllByRole('link', { name: /^상품 \d+/ })).toHaveLength(40);
    expect(screen.getByText('40 / 45')).toBeTruthy();
  });

  it('filters from the side panel and removes filters by their chips', async () => {
    stubShop({ search: () => result([card(1)], 1) });
    const { container } = renderAt('/products?category=knit&page=2', page);
    const side = await screen.findByRole('complementary', { name: '필터' });
    const black = await within(side).findByRole('button', { name: '블랙 4개' });
    expect(black.getAttribute('aria-pressed')).toBe('false');
    // A choice that gives nothing cannot be chosen.
    expect(within(side).getByRole('button', { name: 'L 0개' })).toHaveProperty('disabled', true);

    await userEvent.click(black);
    expect(currentAddress(container)).toBe('/products?category=knit&color=블랙');
    await userEvent.click(within(side).getByRole('button', { name: 'M 5개' }));
    await userEvent.type(within(side).getByLabelText('최고 가격'), '50000');
    await userEvent.click(within(side).getByRole('button', { name: '가격 적용' }));
    await userEvent.click(within(side).getByLabelText('품절 제외'));
    expect(currentAddress(container)).toBe(
      '/products?category=knit&color=블랙&size=M&max_price=50000&in_stock=1',
    );

    const chips = screen.getByRole('region', { name: '적용된 필터' });
    expect(textsOf(chips, 'listitem')).toEqual(['블랙', 'M', '50,000원 이하', '품절 제외']);
    await userEvent.click(within(chips).getByRole('button', { name: 'M 해제' }));
    expect(currentAddress(container)).toBe(
      '/products?category=knit&color=블랙&max_price=50000&in_stock=1',
    );
    await userEvent.click(within(chips).getByRole('button', { name: '전체 해제' }));
    expect(currentAddress(container)).toBe('/products?category=knit');
    expect(screen.queryByRole('region', { name: '적용된 필터' })).toBeNull();
  });

  it('sorts from the select, back to the first page', async () => {
    stubShop({ search: () => result([card(1)]) });
    const { container } = renderAt('/products?page=3', page);
    const select = await screen.findByLabelText('정렬');
    expect(textsOf(select, 'option')).toEqual([
      '신상품순',
      '인기순',
      '낮은 가격순',
      '높은 가격순',
      '리뷰 많은순',
    ]);
    await userEvent.selectOptions(select, '낮은 가격순');
    expect(currentAddress(container)).toBe('/products?sort=price_asc');
  });

  it('offers a way out when nothing matches: clear the filters, or a popular search', async () => {
    stubShop({
      search: (query) => (query.has('color') ? result([], 0) : result([card(1)])),
      popular: () => ({ queries: [{ query: '코트', count: 6 }] }),
    });
    const { container } = renderAt('/products?q=니트&color=버건디', page);
    expect(await screen.findByText("'니트'에 맞는 상품이 없습니다.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: "'니트' 검색 결과" })).toBeTruthy();
    const popular = await screen.findByRole('region', { name: '인기 검색어' });
    expect(within(popular).getByRole('link', { name: '코트' }).getAttribute('href')).toBe(
      '/products?q=%EC%BD%94%ED%8A%B8',
    );
    await userEvent.click(screen.getByRole('button', { name: '필터 전체 해제' }));
    expect(currentAddress(container)).toBe('/products?q=니트');
    expect(await screen.findByRole('link', { name: /상품 1/ })).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    stubShop({
      search: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { detail: '서버 오류' } } : result([card(3)]);
      },
    });
    renderAt('/products', page);
    expect((await screen.findByRole('alert')).textContent).toContain('상품을 불러오지 못했습니다.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: /상품 3/ })).toBeTruthy();
  });
});
