import type { AdminOrderDetail } from '@shop/contract/admin-orders';
import { bankName } from '@shop/contract/banks';
import { PAID_ORDER_STATUSES } from '@shop/contract/order-states';
import type { Order } from '@shop/contract/orders';
import type { VirtualAccount } from '@shop/contract/virtual-accounts';
import type { Executor } from '../../db/client';
import type { OrderPaymentFacts } from '../orders/lifecycle-service';
import * as repo from './repo';

/** The order as its payment's facts depend on it. */
interface OrderState {
  status: Order['order_status'];
  totalPrice: number;
  refundedAmount: number;
}

/** Methods a cash receipt can be issued for: money that came by bank. */
const CASH_METHODS = ['계좌이체', '가상계좌', 'TRANSFER', 'VIRTUAL_ACCOUNT'];

const isVirtualAccount = (payment: repo.PaymentRow) => payment.virtualAccount !== null;

/** The money of this payment came in by a deposit into a virtual account. */
export const deposited = (payment: repo.PaymentRow) =>
  isVirtualAccount(payment) && payment.approvedAt !== null;

function accountState(order: OrderState, payment: repo.PaymentRow): VirtualAccount['state'] {
  if (payment.approvedAt !== null) return 'DEPOSITED';
  if (order.status === 'AWAITING_DEPOSIT') return 'WAITING';
  return payment.status === 'EXPIRED' ? 'EXPIRED' : 'CLOSED';
}

export function virtualAccountOf(
  order: OrderState,
  payment: repo.PaymentRow,
): VirtualAccount | null {
  const account = payment.virtualAccount;
  if (!account || !payment.depositDueAt) return null;
  return {
    bank_code: account.bankCode,
    bank_name: bankName(account.bankCode),
    account_number: account.accountNumber,
    holder_name: account.holderName,
    amount: order.totalPrice,
    due_at: payment.depositDueAt.toISOString(),
    state: accountState(order, payment),
    deposited_at: payment.approvedAt?.toISOString() ?? null,
  };
}

/** A cash receipt may be asked for: paid by bank, not all given back, none issued yet. */
export const cashReceiptAvailable = (order: OrderState, payment: repo.PaymentRow) =>
  CASH_METHODS.includes(payment.method) &&
  payment.approvedAt !== null &&
  payment.cashReceipt === null &&
  PAID_ORDER_STATUSES.includes(order.status) &&
  order.refundedAmount < order.totalPrice;

export function orderPaymentFacts(
  order: OrderState,
  payment: repo.PaymentRow | undefined,
): OrderPaymentFacts {
  if (!payment) return {};
  const receipt = payment.cashReceipt;
  return {
    virtual_account: virtualAccountOf(order, payment),
    cash_receipt: receipt
      ? {
          type: receipt.type,
          issue_number: receipt.issueNumber,
          receipt_url: receipt.receiptUrl,
          amount: receipt.amount,
        }
      : null,
    cash_receipt_available: cashReceiptAvailable(order, payment),
    refund_account_required: deposited(payment),
  };
}

/** The payments of these orders, presented for their shoppers, by order id. */
export async function paymentFactsOf(
  executor: Executor,
  orders: (OrderState & { id: number })[],
): Promise<Map<number, OrderPaymentFacts>> {
  const payments = await repo.findPayments(
    executor,
    orders.map((o) => o.id),
  );
  const byOrder = new Map(payments.map((p) => [p.orderId, p]));
  return new Map(orders.map((o) => [o.id, orderPaymentFacts(o, byOrder.get(o.id))]));
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The order's payment as the back office's order detail shows it. */
export async function adminPaymentOf(
  executor: Executor,
  order: OrderState & { id: number },
): Promise<AdminOrderDetail['payment']> {
  const payment = await repo.findPayment(executor, order.id);
  if (!payment) return null;
  const facts = orderPaymentFacts(order, payment);
  const refundTo = payment.refundAccount;
  return {
    provider: payment.provider,
    method: payment.method,
    status: payment.status,
    amount: payment.amount,
    canceled_amount: payment.canceledAmount,
    payment_key: payment.paymentKey,
    approved_at: iso(payment.approvedAt),
    virtual_account: facts.virtual_account ?? null,
    cash_receipt: facts.cash_receipt ?? null,
    refund_account: refundTo
      ? {
          bank_name: bankName(refundTo.bankCode),
          account_number: refundTo.accountNumber,
          holder_name: refundTo.holderName,
        }
      : null,
  };
}
