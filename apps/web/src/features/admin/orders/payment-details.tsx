import type { AdminOrderDetail } from '@shop/contract/admin-orders';
import { formatWon } from '@shop/contract/format';
import { virtualAccountStateLabels } from '@shop/contract/virtual-accounts';
import { formatDateTime } from '../../../shared/format/dates';
import { adminText } from '../messages';
import page from '../page.module.css';
import { Row } from './detail-row';
import styles from './order-page.module.css';

const t = adminText.order;

type Payment = NonNullable<AdminOrderDetail['payment']>;

/**
 * The order's payment: method and status, and, where there are any, the virtual account it was
 * paid into, the cash receipt issued and the account a deposit was refunded to.
 */
export function PaymentDetails({ payment: p }: { payment: Payment }) {
  const account = p.virtual_account;
  const receipt = p.cash_receipt;
  const refundTo = p.refund_account;
  return (
    <dl className={page.dl}>
      <Row label={t.provider}>{p.provider}</Row>
      <Row label={t.method}>{p.method}</Row>
      <Row label={t.paymentStatus}>{t.paymentStatusLabels[p.status] ?? p.status}</Row>
      <Row label={t.paidAt}>{formatDateTime(p.approved_at)}</Row>
      <Row label={t.canceledAmount}>{formatWon(p.canceled_amount)}</Row>
      {p.payment_key && (
        <Row label={t.paymentKey}>
          <span className={styles.code}>{p.payment_key}</span>
        </Row>
      )}
      {account && (
        <>
          <Row label={t.depositState}>{virtualAccountStateLabels[account.state]}</Row>
          <Row label={t.depositAccount}>
            {account.bank_name} <span className={page.num}>{account.account_number}</span>
            <span className={page.block}>
              {t.holder} {account.holder_name} · {formatWon(account.amount)}
            </span>
          </Row>
          <Row label={t.depositDue}>{formatDateTime(account.due_at)}</Row>
          <Row label={t.depositedAt}>{formatDateTime(account.deposited_at)}</Row>
        </>
      )}
      {receipt && (
        <Row label={t.cashReceipt}>
          {t.cashReceiptIssued(receipt.type, receipt.issue_number)} · {formatWon(receipt.amount)}{' '}
          <a href={receipt.receipt_url} target="_blank" rel="noopener noreferrer">
            {t.receiptView}
          </a>
        </Row>
      )}
      {refundTo && (
        <Row label={t.refundAccount}>
          {refundTo.bank_name} <span className={page.num}>{refundTo.account_number}</span>{' '}
          {refundTo.holder_name}
        </Row>
      )}
    </dl>
  );
}
