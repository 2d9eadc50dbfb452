import { randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/passwords';
import { addOptions } from '../modules/catalog/ledger';
import { searchFieldsOf } from '../modules/catalog/search-text';
import type { Executor } from './client';
import { coupons, items, members, notices } from './schema/index';

/** One factory per entity, shared by the tests, the e2e fixtures and the demo seed. */

const unique = () => randomBytes(4).toString('hex');

export const DEFAULT_TEST_PASSWORD = 'Secure123$';

export async function createMember(
  db: Executor,
  overrides: Partial<typeof members.$inferInsert> & { password?: string | null } = {},
) {
  const { password = DEFAULT_TEST_PASSWORD, ...rest } = overrides;
  const suffix = unique();
  const [row] = await db
    .insert(members)
    .values({
      userId: `member${suffix}`,
      passwordHash: password === null ? null : await hashPassword(password),
      name: '김온도',
      nickname: `온도${suffix.slice(0, 6)}`,
      phone: '010-1234-5678',
      email: `member${suffix}@example.com`,
      ...rest,
    })
    .returning();
  return row!;
}

export interface ItemOverrides extends Partial<typeof items.$inferInsert> {
  /** Option label → stock, in display order. */
  options?: Record<string, number>;
}

export async function createItem(db: Executor, overrides: ItemOverrides = {}) {
  const { options = { FREE: 10 }, ...rest } = overrides;
  const values = {
    name: `테스트 상품 ${unique()}`,
    price: 39_000,
    description: '테스트 상품 설명',
    imageUrls: ['/uploads/test/front.svg', '/uploads/test/back.svg'],
    ...rest,
  };
  const [item] = await db
    .insert(items)
    .values({ ...searchFieldsOf(values.name, values.tags ?? []), ...values })
    .returning();
  const entries = Object.entries(options);
  // Through the catalog, so that each option starts with its `initial` ledger row.
  await addOptions(
    db,
    entries.map(([label, stock], position) => ({ itemId: item!.id, label, stock, position })),
    { reason: 'initial', actorType: 'system' },
  );
  return item!;
}

export async function createNotice(
  db: Executor,
  overrides: Partial<typeof notices.$inferInsert> & { authorId: number },
) {
  const [row] = await db
    .insert(notices)
    .values({ title: `공지 ${unique()}`, payload: '<p>공지 내용</p>', ...overrides })
    .returning();
  return row!;
}

const DAY = 24 * 60 * 60 * 1000;

export async function createCoupon(
  db: Executor,
  overrides: Partial<typeof coupons.$inferInsert> = {},
) {
  const now = Date.now();
  const [row] = await db
    .insert(coupons)
    .values({
      name: `쿠폰 ${unique()}`,
      type: 'PRICE',
      discountPrice: 3_000,
      startedAt: new Date(now - DAY),
      finishedAt: new Date(now + 30 * DAY),
      ...overrides,
    })
    .returning();
  return row!;
}
