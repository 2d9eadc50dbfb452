import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from './catalog-test-utils';
import { ProductsPage } from './products-page';

const items = [
  {
    id: 2,
    name: '헤비웨이트 코튼 반팔 티셔츠',
    price: 39_000,
    image_urls: ['/uploads/demo/item-2-front.svg', '/uploads/demo/item-2-back.svg'],
    is_sold_out: false,
    sale_starts_at: null,
  },
  {
    id: 1,
    name: '린넨 오버핏 셔츠',
    price: 1_079_000,
    image_urls: ['/uploads/demo/item-1-front.svg'],
    is_sold_out: true,
    sale_starts_at: null,
  },
];

const renderPage = () => renderRoute('/products', '/products', <ProductsPage />);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductsPage', () => {
  it('shows skeletons, then one card per product with its won price and link', async () => {
    stubApi({ 'GET /v1/items': () => ({ status: 200, body: items }) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Product', level: 1 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('상품을 불러오는 중입니다.');

    const tee = await screen.findByRole('link', { name: /헤비웨이트 코튼 반팔 티셔츠/ });
    expect(tee.getAttribute('href')).toBe('/product/2');
    expect(within(tee).getByText('39,000원')).toBeTruthy();
    expect(within(tee).queryByText('품절')).toBeNull();
    const images = tee.querySelectorAll('img');
    expect(images[0]?.getAttribute('src')).toBe('/uploads/demo/item-2-front.svg');
    expect(images[0]?.getAttribute('alt')).toBe('헤비웨이트 코튼 반팔 티셔츠');
    expect(images[1]?.getAttribute('src')).toBe('/uploads/demo/item-2-back.svg');

    const shirt = screen.getByRole('link', { name: /린넨 오버핏 셔츠/ });
    expect(shirt.getAttribute('href')).toBe('/product/1');
    expect(within(shirt).getByText('1,079,000원')).toBeTruthy();
    expect(within(shirt).getByText('품절')).toBeTruthy();
    expect(screen.getByText('2개의 상품')).toBeTruthy();
  });

  it('says so when there are no products', async () => {
    stubApi({ 'GET /v1/items': () => ({ status: 200, body: [] }) });
    renderPage();
    expect(await screen.findByText('아직 준비된 상품이 없습니다.')).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/collection',
    ]);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    stubApi({
      'GET /v1/items': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { detail: '서버 오류' } }
          : { status: 200, body: items };
      },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('상품을 불러오지 못했습니다.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: /린넨 오버핏 셔츠/ })).toBeTruthy();
  });
});
