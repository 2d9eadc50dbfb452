import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { createMember } from '../src/db/factories';
import { adminAudit, type members } from '../src/db/schema/index';
import { useTestApp } from './hooks';
import { call, type Method, signIn } from './http';
import {
  approveInWindow,
  claimCoupon,
  confirmPayment,
  itemStart,
  placePendingOrder,
  shopper,
  stockedItem,
} from './shop';

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
 * The test app of a file of back-office tests and a signed-in admin's token, both read inside
 * the tests (see `useTestApp`).
 */
export function adminTestApp(options: Parameters<typeof useTestApp>[0] = {}) {
  const t = useTestApp(options);
  let token = '';
  beforeAll(async () => {
    token = (await admin(t.app, t.database.db)).token;
  });
  return {
    get app() {
      return t.app;
    },
    get database() {
      return t.database;
    },
    get token() {
      return token;
    },
    /** A call of the signed-in admin, with `body` where given. */
    asAdmin: (method: Method, url: string, body?: unknown) =>
      call(t.app, method, url, body === undefined ? { token } : { token, body }),
  };
}

/**
 * A paid order (ORDER_PLACED) of a fresh shopper: `lines` are option label → quantity of one
 * new item priced `price` with 10 of each option in stock.
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
  if (options.couponId) await claimCoupon(app, buyer.token, options.couponId);
  const order = await placePendingOrder(
    app,
    buyer.token,
    itemStart(item.id, lines),
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
