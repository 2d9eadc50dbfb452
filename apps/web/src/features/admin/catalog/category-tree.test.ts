import { describe, expect, it } from 'vitest';
import { categoryChoices, movedOrder, siblingsOf, slugFrom } from './category-tree';

const row = (category_id: number, name: string, parent_id: number | null = null) => ({
  category_id,
  parent_id,
  name,
  slug: `c${category_id}`,
  position: 0,
  is_hidden: false,
  measure_template: null,
  product_count: 0,
});
const tree = [
  { ...row(1, '아우터'), children: [row(3, '코트', 1), row(4, '자켓', 1)] },
  { ...row(2, '상의'), is_hidden: true, children: [row(5, '니트', 2)] },
];

describe('category tree editing', () => {
  it('moves a category one step among its siblings, and not past either end', () => {
    expect(movedOrder(siblingsOf(tree, 1), 4, -1)).toEqual([4, 3]);
    expect(movedOrder(siblingsOf(tree, null), 1, 1)).toEqual([2, 1]);
    expect(movedOrder(siblingsOf(tree, 1), 3, -1)).toBeUndefined();
    expect(movedOrder(siblingsOf(tree, 2), 5, 1)).toBeUndefined();
  });

  it('lists every category in tree order, children after their parent and hidden with it', () => {
    expect(categoryChoices(tree)).toEqual([
      { id: 1, path: '아우터', depth: 0, hidden: false },
      { id: 3, path: '아우터 › 코트', depth: 1, hidden: false },
      { id: 4, path: '아우터 › 자켓', depth: 1, hidden: false },
      { id: 2, path: '상의', depth: 0, hidden: true },
      { id: 5, path: '상의 › 니트', depth: 1, hidden: true },
    ]);
  });

  it('suggests an address from a latin name and leaves a Korean one to the operator', () => {
    expect(slugFrom('Knit & Cardigan')).toBe('knit-cardigan');
    expect(slugFrom('니트')).toBe('');
  });
});
