import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFakeShop } from '../../../test/fake-shop';
import { orderEvents } from '../../db/schema/index';
import * as repo from './repo';
import { moveOrder, RefusedMoveError, StaleOrderError } from './transitions';

const shop = useFakeShop();
const eventsOf = (orderId: number) =>
  shop
    .db()
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));

async function pending() {
  const item = await shop.stockedItem({ M: 5 });
  return shop.pendingPurchase(item, { M: 1 });
}

describe('moveOrder', () => {
  it('moves a locked order along the table and writes the event with its actor', async () => {
    const p = await pending();
    const moved = await shop.db().transaction(async (tx) => {
      const order = (await repo.lockOrder(tx, p.orderId))!;
      return moveOrder(tx, order, {
        to: 'ORDER_CANCELLED',
        actor: { type: 'system' },
        reason: '결제 시간 초과',
        patch: { cancelledAt: new Date() },
      });
    });
    expect(moved).toMatchObject({ status: 'ORDER_CANCELLED', cancelledAt: expect.any(Date) });
    expect(await eventsOf(p.orderId)).toMatchObject([
      {
        type: 'STATUS',
        actorType: 'system',
        actorId: null,
        fromStatus: 'PAYMENT_PENDING',
        toStatus: 'ORDER_CANCELLED',
        reason: '결제 시간 초과',
      },
    ]);
  });

  it('refuses a move the table does not allow for that actor, changing nothing', async () => {
    const p = await pending();
    const attempt = shop.db().transaction(async (tx) => {
      const order = (await repo.lockOrder(tx, p.orderId))!;
      return moveOrder(tx, order, { to: 'SHIPPED', actor: { type: 'admin', id: p.memberId } });
    });
    await expect(attempt).rejects.toBeInstanceOf(RefusedMoveError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
    expect((await repo.findOrderById(shop.db(), p.orderId))!.status).toBe('PAYMENT_PENDING');
    expect(await eventsOf(p.orderId)).toEqual([]);
  });

  it('throws on a row read before another move, and rolls its transaction back', async () => {
    const p = await pending();
    const stale = (await repo.findOrderById(shop.db(), p.orderId))!;
    await shop.db().transaction(async (tx) => {
      await moveOrder(tx, (await repo.lockOrder(tx, p.orderId))!, {
        to: 'ORDER_CANCELLED',
        actor: { type: 'member', id: p.memberId },
      });
    });
    const late = shop
      .db()
      .transaction((tx) =>
        moveOrder(tx, stale, { to: 'ORDER_CANCELLED', actor: { type: 'system' } }),
      );
    await expect(late).rejects.toBeInstanceOf(StaleOrderError);
    expect(await eventsOf(p.orderId)).toHaveLength(1);
  });
});

describe('every status change leaves an event with its actor', () => {
  it("a member's cancel of a paid order, with the refund's amount", async () => {
    const p = await pending();
    expect((await shop.succeed(p)).status).toBe(200);
    expect((await shop.memberCancel(p)).status).toBe(200);
    const events = await eventsOf(p.orderId);
    expect(events.map((e) => [e.actorType, e.actorId, e.fromStatus, e.toStatus, e.amount])).toEqual(
      [
        ['provider', p.memberId, 'PAYMENT_PENDING', 'ORDER_PLACED', 0],
        ['member', p.memberId, 'ORDER_PLACED', 'ORDER_CANCELLED', p.total],
      ],
    );
  });

  it("a member's cancel of an unpaid order", async () => {
    const p = await pending();
    expect((await shop.memberCancel(p)).status).toBe(200);
    expect(await eventsOf(p.orderId)).toMatchObject([
      { actorType: 'member', fromStatus: 'PAYMENT_PENDING', toStatus: 'ORDER_CANCELLED' },
    ]);
  });

  it('a cancel made at the provider, learnt from its webhook', async () => {
    const p = await pending();
    expect((await shop.succeed(p)).status).toBe(200);
    await shop.toss.cancel(p.paymentKey, { cancelReason: '카드사 취소' }, 'outside-1');
    expect((await shop.webhook(p.paymentKey)).body).toEqual({ message: 'recorded' });
    const events = await eventsOf(p.orderId);
    expect(events.at(-1)).toMatchObject({
      actorType: 'provider',
      actorId: null,
      fromStatus: 'ORDER_PLACED',
      toStatus: 'ORDER_CANCELLED',
      amount: p.total,
    });
  });

  it('a payment refused by the provider notes the failure; the order stays unpaid', async () => {
    const p = shop.refusedInWindow(await pending());
    expect((await shop.succeed(p)).status).toBe(400);
    expect(await eventsOf(p.orderId)).toMatchObject([
      { type: 'PAYMENT', fromStatus: 'PAYMENT_PENDING', toStatus: 'PAYMENT_PENDING' },
    ]);
  });
});
