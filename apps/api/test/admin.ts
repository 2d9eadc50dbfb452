import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { createMember } from '../src/db/factories';
import { adminAudit, type members } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './app';
import { signIn } from './http';
import { approveInWindow, confirmPayment, placePendingOrder, shopper, stockedItem } from './shop';

/** A signed-in admin: their row and a bearer token. */
export async function admin(
  app: App,
  db: Database,
  overrides: Partial<typeof members.$inferInsert> = {},
) {
  const member = await createMember(db, { ...overrides, role: 'admin' });
  const { token } = await signIn(app, member.userId);
  return { member, token: token.access_token };
}

/**
 * The test app of a file of back-office tests and a signed-in admin's token: registers the
 * hooks that start them before the file's tests and close them after; read inside the tests.
 */
export function adminTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  let started: TestApp | undefined;
  let token = '';
  beforeAll(async () => {
    started = await createTestApp(options);
    token = (await admin(started.app, started.database.db)).token;
  });
  afterAll(() => started?.close());
  const ready = () => {
    if (!started) throw new Error('the test app starts in beforeAll');
    return started;
  };
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get token() {
      return token;
    },
  };
}

/**
 * A paid order (ORDER_PLACED) of a fresh shopper: `lines` are option label → quantity of one
 * new item priced `price` with 10 of each option in stock. Needs an app that listens.
 */
export async function paidOrder(
  app: App,
  db: Database,
  lines: Record<string, number>,
  options: { price?: number; couponId?: number; buyer?: { token: string } } = {},
) {
  const buyer = options.buyer ?? (await shopper(app, db));
  const stock = Object.fromEntries(Object.keys(lines).map((label) => [label, 10]));
  const item = await stockedItem(db, stock, options.price ?? 30_000);
  if (options.couponId) {
    const claim = await app.inject({
      method: 'POST',
      url: '/v1/users/me/add/coupon',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { coupon_id: options.couponId },
    });
    if (claim.statusCode !== 201) throw new Error(`claim: ${claim.statusCode} ${claim.body}`);
  }
  const order = await placePendingOrder(
    app,
    buyer.token,
    {
      type: 'item',
      options: Object.entries(lines).map(([option, quantity]) => ({
        item_id: item.id,
        option,
        quantity,
      })),
    },
    options.couponId,
  );
  const redirect = await approveInWindow(app, { ...order, amount: order.total });
  const paid = await confirmPayment(app, redirect);
  if (paid.status !== 200) throw new Error(`confirm: ${paid.status} ${paid.text}`);
  return { ...order, item, buyer, paymentKey: redirect.paymentKey };
}

/** The audit rows about one target, oldest first. */
export function auditOf(db: Database, targetType: string, targetId: number) {
  return db
    .select({ actorId: adminAudit.actorId, action: adminAudit.action, detail: adminAudit.detail })
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, targetType), eq(adminAudit.targetId, String(targetId))))
    .orderBy(asc(adminAudit.id));
}

/** How many audit rows there are in all. */
export async function auditCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminAudit);
  return row?.n ?? 0;
}

/**
 * Makes the database refuse audit rows of one action until the returned function is called:
 * a write whose audit row cannot be stored must then leave nothing behind.
 */
export async function refuseAudit(db: Database, action: string) {
  const name = sql.identifier(`refuse_${action.replace(/\W/g, '_')}`);
  await db.execute(
    sql`alter table admin_audit add constraint ${name} check (action <> ${sql.raw(`'${action}'`)}) not valid`,
  );
  return async () => {
    await db.execute(sql`alter table admin_audit drop constraint ${name}`);
  };
}
