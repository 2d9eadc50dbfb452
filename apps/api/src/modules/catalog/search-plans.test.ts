import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { seedBulk } from '../../db/seed/bulk';
import { groupingsOf, readGroupings } from './search-counts';
import { type SearchFilter, searchPage } from './search-repo';

/**
 * The plans the main search shapes get over a bulk catalog large enough for the planner to
 * weigh indexes against reading every product (the seeder analyzes the tables it fills).
 * Checked: the page, and the total's count, which applies every filter. A facet's count leaves
 * its own filter out, so some of them read most products by nature (the category facet of a
 * category page counts the whole catalog); those are kept for the catalog TTL (decision 020).
 */
let database: DatabaseHandle;
const category: Record<string, number[]> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedBulk(database.db, 20_000);
  const rows = rowsOf<{ id: number; slug: string; parent_id: number | null }>(
    await database.db.execute(sql`select id, slug, parent_id from categories`),
  );
  for (const row of rows) {
    category[row.slug] = [row.id, ...rows.filter((c) => c.parent_id === row.id).map((c) => c.id)];
  }
}, 120_000);
afterAll(() => database?.close());

/** The plans of the statements a search sends (none run for real). */
async function plansOf(filter: SearchFilter, sort: 'new' | 'price_asc', matches: number) {
  const plans: string[] = [];
  const explain = async (query: SQL) => {
    const result = await database.db.execute(sql`explain ${query}`);
    plans.push(
      rowsOf<Record<string, string>>(result)
        .map((row) => Object.values(row)[0])
        .join('\n'),
    );
    return { rows: [] };
  };
  const explaining = { execute: explain } as unknown as Executor;
  await explain(searchPage(database.db, filter, sort, { limit: 20, offset: 0 }, matches).getSQL());
  await readGroupings(explaining, filter, [groupingsOf(filter)[0]!]);
  return plans;
}

const none: SearchFilter = { words: null, categoryIds: null, colors: [], sizes: [] };

describe('search plans over 20,000 products', () => {
  const shapes: [string, () => SearchFilter, 'new' | 'price_asc'][] = [
    [
      'q=울 코트',
      // As the service asks it: the whole query, or each word (코트 also names a category).
      () => ({
        ...none,
        words: [
          [{ terms: ['울코트'], categoryIds: [] }],
          [
            { terms: ['울'], categoryIds: [] },
            { terms: ['코트'], categoryIds: category['outer-coat']! },
          ],
        ],
      }),
      'new',
    ],
    [
      'q=오버핏크롭',
      () => ({ ...none, words: [[{ terms: ['오버핏크롭'], categoryIds: [] }]] }),
      'new',
    ],
    ['category=outer-coat', () => ({ ...none, categoryIds: category['outer-coat']! }), 'new'],
    [
      'category=top-knit&color=블랙&size=M',
      () => ({ ...none, categoryIds: category['top-knit']!, colors: ['블랙'], sizes: ['M'] }),
      'new',
    ],
    [
      'color=네이비&min_price=50000&max_price=60000&sort=price_asc',
      () => ({ ...none, colors: ['네이비'], minPrice: 50_000, maxPrice: 60_000 }),
      'price_asc',
    ],
  ];
  for (const [shape, filter, sort] of shapes) {
    it(`reads ${shape} through indexes, not every product`, async () => {
      // Both ways a page may be read: walking the sort index, or sorting the matches.
      for (const matches of [0, 1_000_000]) {
        for (const plan of await plansOf(filter(), sort, matches)) {
          expect(plan).not.toMatch(/Seq Scan on items/);
        }
      }
    });
  }
});
