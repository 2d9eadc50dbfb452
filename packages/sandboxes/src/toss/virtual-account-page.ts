import { bankName } from '@shop/contract/banks';
import { Html, render } from '../render';
import { kstIso, type SandboxPayment } from './payment-object';
import { formatWon, statusText } from './window-page';

const page = (body: Html): string => render('toss-page', { title: '가상계좌 입금', body }).text;

function accountSection(payment: SandboxPayment, prefix: string): Html {
  const account = payment.virtualAccount!;
  const key = encodeURIComponent(payment.paymentKey);
  const actions =
    payment.status === 'WAITING_FOR_DEPOSIT'
      ? render('toss-virtual-account-actions', {
          depositAction: `${prefix}/virtual-accounts/${key}/deposit`,
          expireAction: `${prefix}/virtual-accounts/${key}/expire`,
        })
      : new Html('');
  const refundTo = account.refundReceiveAccount;
  const refunded = payment.totalAmount - payment.balanceAmount;
  const refund = refundTo
    ? render('toss-virtual-account-refund', {
        account: `${bankName(refundTo.bankCode)} ${refundTo.accountNumber} (${refundTo.holderName})`,
        amount: formatWon(refunded),
      })
    : new Html('');
  return render('toss-virtual-account', {
    orderName: payment.orderName,
    orderId: payment.orderId,
    bank: bankName(account.bankCode),
    accountNumber: account.accountNumber,
    holder: payment.customerName ?? '-',
    amount: formatWon(payment.totalAmount),
    dueDate: kstIso(account.dueDate),
    status: statusText[payment.status],
    refund,
    actions,
  });
}

/** Every issued virtual account, newest first, with deposit and expiry buttons while waiting. */
export function renderVirtualAccountsPage(payments: SandboxPayment[], prefix: string): string {
  const issued = payments.filter((payment) => payment.virtualAccount).reverse();
  const accounts =
    issued.length === 0
      ? [render('toss-virtual-accounts-empty')]
      : issued.map((payment) => accountSection(payment, prefix));
  return page(render('toss-virtual-accounts', { accounts }));
}
