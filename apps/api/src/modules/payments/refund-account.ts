import type { TossRefundReceiveAccount } from '@shop/contract/toss-payment';
import { depositMessages, type RefundAccount } from '@shop/contract/virtual-accounts';
import type { Executor } from '../../db/client';
import { HttpError } from '../../lib/errors';
import * as repo from './repo';
import { deposited } from './views';

/** 422 at `refund_account`, as a validation error of the request's body. */
export const refundAccountMissing = () =>
  new HttpError(422, [
    {
      loc: ['body', 'refund_account'],
      msg: depositMessages.refundAccountRequired,
      type: 'value_error',
    },
  ]);

/**
 * Where the provider sends the money back: needed for a deposited virtual account (422 without
 * it), ignored for every other payment.
 */
export function refundDestination(
  payment: repo.PaymentRow,
  account: RefundAccount | undefined,
): TossRefundReceiveAccount | undefined {
  if (!deposited(payment)) return undefined;
  if (!account) throw refundAccountMissing();
  return {
    bank: account.bank,
    accountNumber: account.account_number,
    holderName: account.holder_name,
  };
}

/** Keeps where a refund went, the number masked but its last four digits. */
export async function keepRefundDestination(
  tx: Executor,
  paymentId: number,
  to: TossRefundReceiveAccount | undefined,
) {
  if (!to) return;
  const shown = to.accountNumber.slice(-4).padStart(to.accountNumber.length, '*');
  await repo.updatePayment(tx, paymentId, {
    refundAccount: { bankCode: to.bank, accountNumber: shown, holderName: to.holderName },
  });
}
