import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemGrid } from './item-grid';

function answer(body: unknown, ok = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok, json: async () => body })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ItemGrid', () => {
  it('shows each product with its first image and price in won', async () => {
    answer([
      {
        id: 1,
        name: '린넨 셔츠',
        price: 79000,
        image_urls: ['/a.svg', '/b.svg'],
        is_sold_out: false,
      },
      { id: 2, name: '울 니트', price: 129000, image_urls: ['/c.svg'], is_sold_out: true },
    ]);
    render(<ItemGrid />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '상품을 불러오는 중입니다…');
    const shirt = await screen.findByRole('img', { name: '린넨 셔츠' });
    expect(shirt.getAttribute('src')).toBe('/a.svg');
    expect(screen.getByText('79,000원')).toBeTruthy();
    expect(screen.getByText('품절')).toBeTruthy();
  });

  it('says so when there is nothing to sell', async () => {
    answer([]);
    render(<ItemGrid />);
    expect(await screen.findByText('준비 중인 상품입니다.')).toBeTruthy();
  });

  it('shows an alert when the catalog cannot be read', async () => {
    answer({ detail: '서버 오류' }, false);
    render(<ItemGrid />);
    expect((await screen.findByRole('alert')).textContent).toBe('상품을 불러오지 못했습니다.');
  });
});
