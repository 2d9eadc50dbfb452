import { orderMessages } from '@shop/contract/orders';
import { type cashReceiptRequestSchema, depositMessages } from '@shop/contract/virtual-accounts';
import type { z } from 'zod';
import { conflict } from '../../lib/errors';
import { type OrderRow, orderRows } from '../orders/lifecycle-service';
import type { PaymentContext } from './context';
import { providerError } from './errors';
import * as repo from './repo';
import { cashReceiptAvailable } from './views';

type CashReceiptInput = z.output<typeof cashReceiptRequestSchema>;

/** 현금영수증: issued through the provider for an order paid by bank, once per order. */
export function createCashReceipts(ctx: PaymentContext) {
  const { db, orders, toss } = ctx;
  const { underLock } = ctx.steps;

  return async function issueCashReceipt(order: OrderRow, input: CashReceiptInput) {
    await underLock(order.id, async (tx, locked, payment) => {
      if (payment?.cashReceipt) throw conflict(depositMessages.cashReceiptExists);
      if (!payment || !cashReceiptAvailable(locked, payment)) {
        throw conflict(depositMessages.cashReceiptNotOffered);
      }
      const issued = await toss
        .issueCashReceipt(
          {
            amount: locked.totalPrice - locked.refundedAmount,
            orderId: locked.merchantId,
            orderName: locked.orderName,
            customerIdentityNumber: input.identity_number,
            type: input.type,
          },
          `cash-receipt-${locked.merchantId}`,
        )
        .catch((error: unknown) => {
          throw providerError(error);
        });
      await repo.updatePayment(tx, payment.id, {
        cashReceipt: {
          type: issued.type,
          receiptKey: issued.receiptKey,
          issueNumber: issued.issueNumber,
          receiptUrl: issued.receiptUrl,
          amount: issued.amount,
        },
      });
    });
    const after = await orderRows.find(db, order.id);
    if (!after) throw conflict(orderMessages.orderNotFound);
    return orders.present(after);
  };
}
