import type { ItemSummary } from '@shop/contract/items';
import { describe, expect, it } from 'vitest';
import { listedWishes } from './wishes';

const card = (id: number): ItemSummary => ({
  id,
  name: `상품 ${id}`,
  price: 10_000,
  image_urls: [],
  is_sold_out: false,
  sale_starts_at: null,
  review_count: 0,
  rating: null,
});

describe('listedWishes', () => {
  it('keeps the wishes’ order and drops those without a card', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    const rows = [3, 1, 2].map((itemId) => ({ itemId, createdAt: at }));
    const wishes = listedWishes(rows, [card(2), card(3)]);
    expect(wishes.map((w) => w.id)).toEqual([3, 2]);
    expect(wishes[0]).toEqual({ ...card(3), wished_at: '2026-11-01T00:00:00.000Z' });
  });
});
