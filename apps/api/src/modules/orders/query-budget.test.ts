import { describe, expect, it } from 'vitest';
import { useFakeShop } from '../../../test/fake-shop';
import { call } from '../../../test/http';
import { shopper, submitOrder } from '../../../test/shop';

const shop = useFakeShop();

/**
 * SQL statements per call of a two-line purchase, sign-in check included (transaction begin and
 * commit not counted). A sale's latency under a rush is queueing behind these round trips
 * (docs/benchmarks.md): a call that starts reading per line shows up here first. Only taking
 * the stock is one statement per line, by design (a conditional update per option). `done` reads
 * the island surcharge ranges once. The paid order's notices cost two (the orderer's mail
 * address, the outbox rows); its answer reads the payment once more (a virtual account, a cash
 * receipt to show).
 */
const BUDGET = { cart: 6, start: 7, done: 9, register: 5, success: 27 };

describe('statements per purchase call', () => {
  it('a cart purchase stays within its budget, call by call', async () => {
    const app = shop.t.app;
    const item = await shop.stockedItem({ M: 5, L: 5 });
    const { token } = await shopper(app, shop.db());
    const used: Record<string, number> = {};
    const counted = async (name: keyof typeof BUDGET, run: () => ReturnType<typeof call>) => {
      const before = shop.t.database.queryCount();
      const answer = await run();
      used[name] = shop.t.database.queryCount() - before;
      return answer;
    };

    const added = await counted('cart', () =>
      call(app, 'POST', '/v1/cart/create', {
        token,
        body: {
          item_id: item.id,
          options: [
            { color_size: 'M', quantity: 1 },
            { color_size: 'L', quantity: 2 },
          ],
        },
      }),
    );
    expect(added.status).toBe(201);
    const started = await counted('start', () =>
      call(app, 'POST', '/v1/orders/start', {
        token,
        body: { type: 'cart', cart_id: added.body.map((c: { cart_id: number }) => c.cart_id) },
      }),
    );
    expect(started.status).toBe(200);
    const done = await counted('done', () => submitOrder(app, token, started.body));
    expect(done.status).toBe(201);
    const { merchant_id: orderId, total_price: amount, order_name } = done.body;
    const registered = await counted('register', () =>
      call(app, 'POST', '/v1/payment/toss', {
        token,
        body: { payment_method: '카드', payment_name: order_name, merchant_id: orderId, amount },
      }),
    );
    expect(registered.status).toBe(201);
    const paymentKey = shop.toss.authenticate({ orderId, amount });
    const query = new URLSearchParams({
      paymentType: 'NORMAL',
      orderId,
      paymentKey,
      amount: String(amount),
    });
    const paid = await counted('success', () =>
      call(app, 'GET', `/v1/payment/success?${query}`, { token }),
    );
    expect(paid.status).toBe(200);

    for (const [name, budget] of Object.entries(BUDGET)) {
      expect({ call: name, statements: used[name] }).toEqual({
        call: name,
        statements: expect.toSatisfy((n: number) => n <= budget),
      });
    }
  });
});
