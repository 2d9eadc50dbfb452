import { sql } from 'drizzle-orm';
import { searchFieldsOf } from '../../modules/catalog/search-text';
import type { Executor } from '../client';
import { categories, itemOptions, items } from '../schema/index';

const KINDS = [
  ['니트', 'knit', '상의', 'top'],
  ['셔츠', 'shirt', '상의', 'top'],
  ['티셔츠', 'tee', '상의', 'top'],
  ['코트', 'coat', '아우터', 'outer'],
  ['자켓', 'jacket', '아우터', 'outer'],
  ['슬랙스', 'slacks', '하의', 'bottom'],
  ['스커트', 'skirt', '하의', 'bottom'],
  ['원피스', 'dress', '원피스', 'dresses'],
  ['토트백', 'tote', '가방', 'bags'],
  ['볼캡', 'cap', '모자', 'hats'],
] as const;
const WORDS = ['울', '코튼', '린넨', '오버핏', '크롭', '롱', '베이직', '헤비', '와이드', '슬림'];
const COLORS = ['블랙', '아이보리', '차콜', '네이비', '베이지', '그레이', '카멜', '올리브'];
const SIZES = ['S', 'M', 'L', 'XL'];

/** Categories of the bulk catalog (one top and one child per kind); answers child slug → id. */
async function ensureCategories(db: Executor) {
  const ids = new Map<string, number>();
  for (const [name, slug, topName, topSlug] of KINDS) {
    for (const [n, s, parent] of [
      [topName, topSlug, null],
      [name, `${topSlug}-${slug}`, topSlug],
    ] as const) {
      if (ids.has(s)) continue;
      const [row] = await db
        .insert(categories)
        .values({ name: n, slug: s, parentId: parent === null ? null : ids.get(parent)! })
        .onConflictDoUpdate({ target: categories.slug, set: { name: n } })
        .returning({ id: categories.id });
      ids.set(s, row!.id);
    }
  }
  return ids;
}

/**
 * Adds `count` made-up products with two to four options each, in batches (one insert of items
 * and one of options per batch). A load for measuring search, not a shop: no stock ledger rows.
 */
export async function seedBulk(
  db: Executor,
  count: number,
  onBatch: (done: number) => void = () => {},
  batchSize = 1000,
) {
  const ids = await ensureCategories(db);
  let seed = 42;
  const rand = (n: number) => {
    // The high bits: an LCG's low bits repeat with a short period.
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };
  for (let done = 0; done < count; done += batchSize) {
    const size = Math.min(batchSize, count - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const [kind, slug, , topSlug] = KINDS[rand(KINDS.length)]!;
      const name = `${WORDS[rand(WORDS.length)]} ${WORDS[rand(WORDS.length)]} ${kind} ${done + i + 1}`;
      const colors = [...new Set([COLORS[rand(COLORS.length)]!, COLORS[rand(COLORS.length)]!])];
      const sizes = SIZES.slice(rand(2), 2 + rand(3));
      return {
        item: {
          name,
          price: 19_000 + rand(60) * 5_000,
          description: '',
          imageUrls: [] as string[],
          categoryIds: [ids.get(`${topSlug}-${slug}`)!],
          salesCount: rand(500),
          colors: [...colors].sort(),
          sizes: [...sizes].sort(),
          ...searchFieldsOf(name, []),
        },
        options: colors.flatMap((c) => sizes.map((s) => ({ color: c, size: s, stock: rand(4) }))),
      };
    });
    const made = await db
      .insert(items)
      .values(rows.map((r) => r.item))
      .returning({ id: items.id });
    await db.insert(itemOptions).values(
      made.flatMap(({ id }, i) =>
        rows[i]!.options.map((o, position) => ({
          itemId: id,
          label: `${o.color} / ${o.size}`,
          color: o.color,
          size: o.size,
          stock: o.stock,
          position,
        })),
      ),
    );
    onBatch(done + size);
  }
  await db.execute(sql`analyze items`);
  await db.execute(sql`analyze item_options`);
}
