import { formatWon } from '@shop/contract/format';
import type { PaymentStatus } from '@shop/contract/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../shared/api/errors';
import { cartKeys, couponKeys, orderKeys } from '../../shared/api/query-keys';
import { useNavigate } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { ActionLink, CheckoutMessage } from './checkout-message';
import { handoffStore } from './handoff-store';
import { checkoutText as t } from './messages';
import { PaidOrder } from './paid-order';
import { usePaymentStatus } from './payment-status-api';

/** Answers that will not change by asking again: no sign-in, not this member's order. */
const gaveUp = (error: unknown) =>
  error instanceof ApiError && [401, 403, 404].includes(error.status);

/**
 * The card company's answer to a confirmation was not heard: the shop settles the payment on its
 * own (docs/architecture.md), so this page only reads where it stands, never confirms again, and
 * turns into the paid order or a clear failure once it is settled.
 */
export function PendingPayment({ merchantId }: { merchantId: string }) {
  const status = usePaymentStatus(merchantId);
  const client = useQueryClient();
  const placed = status.data?.outcome === 'placed';

  useEffect(() => {
    if (!placed) return;
    handoffStore.clear();
    void client.invalidateQueries({ queryKey: cartKeys.all });
    void client.invalidateQueries({ queryKey: couponKeys.all });
    void client.invalidateQueries({ queryKey: orderKeys.lists() });
  }, [placed, client]);

  if (status.data?.outcome === 'placed') {
    return status.data.order ? (
      <PaidOrder order={status.data.order} />
    ) : (
      <CheckoutMessage title={t.successTitle} text={t.successLead}>
        <ActionLink to="/mypage#orderstatus" primary>
          {t.toMypage}
        </ActionLink>
      </CheckoutMessage>
    );
  }
  if (status.data?.outcome === 'failed') return <UnsettledPayment status={status.data} />;
  if (!status.data && gaveUp(status.error)) {
    return (
      <CheckoutMessage title={t.confirmError} text={t.statusUnavailable} tone="alert">
        <ActionLink to="/mypage#orderstatus">{t.toMypage}</ActionLink>
      </CheckoutMessage>
    );
  }
  return (
    <CheckoutMessage
      title={t.pendingTitle}
      text={
        <>
          <p>{t.pendingLead}</p>
          <p>{t.pendingNoDouble}</p>
        </>
      }
    >
      <ActionLink to="/mypage#orderstatus">{t.toMypage}</ActionLink>
    </CheckoutMessage>
  );
}

/** What became of the money of a payment that did not go through. */
function moneyLine({ charged, refunded }: PaymentStatus) {
  if (charged === 0) return t.notCharged;
  if (refunded >= charged) return t.refunded(formatWon(charged));
  return t.refundPending(formatWon(charged - refunded));
}

function UnsettledPayment({ status }: { status: PaymentStatus }) {
  const navigate = useNavigate();
  const handoff = handoffStore.read();
  return (
    <CheckoutMessage
      title={t.unsettledTitle}
      tone="alert"
      text={
        <>
          {status.failure_message && <p>{status.failure_message}</p>}
          <p>{moneyLine(status)}</p>
        </>
      }
    >
      {handoff ? (
        <Button onClick={() => navigate('/order', { state: handoff })}>{t.orderAgain}</Button>
      ) : (
        <ActionLink to="/cart" primary>
          {t.orderAgain}
        </ActionLink>
      )}
      <ActionLink to="/mypage#orderstatus">{t.toMypage}</ActionLink>
    </CheckoutMessage>
  );
}
