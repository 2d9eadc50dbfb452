import type { AdminCategoryNode, AdminCategoryRow } from '@shop/contract/admin-categories';

/** The siblings of one parent (null: the top categories), in display order. */
export function siblingsOf(tree: AdminCategoryNode[], parentId: number | null): AdminCategoryRow[] {
  if (parentId === null) return tree;
  return tree.find((c) => c.category_id === parentId)?.children ?? [];
}

/**
 * The siblings' ids after moving one of them a step up (-1) or down (+1); undefined when it is
 * already first or last (nothing to send).
 */
export function movedOrder(
  siblings: readonly { category_id: number }[],
  id: number,
  step: -1 | 1,
): number[] | undefined {
  const ids = siblings.map((c) => c.category_id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return undefined;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

export interface CategoryChoice {
  id: number;
  /** '상의 › 니트' for a child. */
  path: string;
  depth: 0 | 1;
  hidden: boolean;
}

/** Every category in tree order, a child's name after its parent's, for pickers and filters. */
export function categoryChoices(tree: AdminCategoryNode[]): CategoryChoice[] {
  return tree.flatMap((top) => [
    { id: top.category_id, path: top.name, depth: 0 as const, hidden: top.is_hidden },
    ...top.children.map((child) => ({
      id: child.category_id,
      path: `${top.name} › ${child.name}`,
      depth: 1 as const,
      hidden: top.is_hidden || child.is_hidden,
    })),
  ]);
}

/** A slug suggestion from a name: latin letters and digits kept, the rest turned to '-'. */
export function slugFrom(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}
