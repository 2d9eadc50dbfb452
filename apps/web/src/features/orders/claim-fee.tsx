import { claimFee } from '@shop/contract/claim-rules';
import { formatWon } from '@shop/contract/format';
import type { Order } from '@shop/contract/orders';
import { useWatch } from 'react-hook-form';
import { type ClaimFormInput, isReason } from './claim-form';
import { claimText as t } from './claim-text';
import { keptItemsTotal } from './claim-units';
import styles from './claims.module.css';

/**
 * The shipping the request costs, by the rules the server charges by: none for a defect or a
 * wrong item; on the shopper's choice one way for a return (taken from the refund, with the first
 * shipping when the order shipped free and what is kept falls under the threshold), both ways
 * for an exchange.
 */
export function ClaimFee({ order }: { order: Order }) {
  const [kind, reason, lines] = useWatch<ClaimFormInput, ['kind', 'reason', 'lines']>({
    name: ['kind', 'reason', 'lines'],
  });
  if (!isReason(reason)) {
    return (
      <div className={styles.fee} aria-live="polite">
        <p className={styles.feeNote}>{t.feeAfterReason}</p>
      </div>
    );
  }
  const chosen = new Map(lines.map((line) => [line.line_id, line.quantity]));
  const fee = claimFee({
    kind,
    reason,
    shippingFeePaid: order.shipping_fee,
    keptItemsTotal: keptItemsTotal(order, kind, chosen),
  });
  const note =
    fee === 0
      ? t.noFee
      : kind === 'RETURN'
        ? t.returnFee(formatWon(fee))
        : t.exchangeFee(formatWon(fee));
  return (
    <div className={styles.fee} aria-live="polite" data-testid="claim-fee">
      <p className={styles.feeAmount}>
        <span>{t.fee}</span>
        <strong>{formatWon(fee)}</strong>
      </p>
      <p className={styles.feeNote}>{note}</p>
    </div>
  );
}
