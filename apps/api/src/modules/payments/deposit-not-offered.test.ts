import { paymentMessages } from '@shop/contract/payments';
import { describe, expect, it } from 'vitest';
import { useFakeShop } from '../../../test/fake-shop';
import { moneyMismatches } from './books-service';

const shop = useFakeShop();

describe('a virtual account, which the shop does not take yet', () => {
  it('is cancelled at the provider with a clear answer; nothing is held and the order can be paid by card', async () => {
    const item = await shop.stockedItem({ M: 5 });
    const p = await shop.pendingPurchase(item, { M: 2 });
    const account = shop.toss.authenticate({
      orderId: p.merchantId,
      amount: p.total,
      method: 'VIRTUAL_ACCOUNT',
    });
    const refused = await shop.succeed({ ...p, paymentKey: account });
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: paymentMessages.depositNotOffered },
    });
    expect(shop.toss.payment(account)?.status).toBe('CANCELED');
    expect(await shop.stockOf(item.id)).toEqual({ M: 5 });
    const { order, payment } = await shop.recordOf(p);
    expect(order).toMatchObject({ status: 'PAYMENT_PENDING', holdsStock: false });
    expect(payment).toMatchObject({ status: 'FAILED', failureCode: 'DEPOSIT_NOT_OFFERED' });

    const card = shop.toss.authenticate({ orderId: p.merchantId, amount: p.total });
    expect((await shop.succeed({ ...p, paymentKey: card })).status).toBe(200);
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
    expect(await moneyMismatches(shop.db())).toEqual([]);
  });
});
