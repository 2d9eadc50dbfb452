import {
  isWholeOrder,
  type PaymentSuccessQuery,
  paymentMessages,
  paymentSuccessQuerySchema,
} from '@shop/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../shared/api/errors';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useLocation, useNavigate, useSearchParams } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { ActionLink, CheckoutMessage } from './checkout-message';
import { confirmPayment } from './confirm-payment-api';
import { handoffStore } from './handoff-store';
import { checkoutText as t } from './messages';
import { PaidOrder, PaidReceipt } from './paid-order';
import { PendingPayment } from './pending-payment';
import { forgetOrdered, placedOrderOf } from './placed-order';

/**
 * /order/success: confirms the payment from the payment window's redirect query, then shows it;
 * an order placed without the window (nothing to charge) arrives placed, in the route state.
 */
export function OrderSuccessPage() {
  usePageTitle(t.successTitle);
  const [params] = useSearchParams();
  const placed = placedOrderOf(useLocation().state);
  if (placed) return <PaidOrder order={placed} />;
  const query = paymentSuccessQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success) {
    return (
      <CheckoutMessage title={t.confirmError} text={t.missingQuery} tone="alert">
        <ActionLink to="/mypage#orderstatus">{t.toMypage}</ActionLink>
        <ActionLink to="/products">{t.keepShopping}</ActionLink>
      </CheckoutMessage>
    );
  }
  // A new address is a new visit: the page starts over and confirms that payment.
  return <ConfirmedOrder key={params.toString()} query={query.data} />;
}

/**
 * GET /v1/payment/success confirms the payment, so it is a mutation sent once per visit of this
 * address: never again on focus or reconnect, nor by StrictMode's doubled effects. A reload sends
 * it again and the server answers the same paid order without confirming twice.
 */
function useConfirmPayment(query: PaymentSuccessQuery) {
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmPayment,
    retry: false,
    onSuccess: () => forgetOrdered(client),
  });
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(query);
  }, [mutate, query]);
  return confirm;
}

/**
 * The confirmation's outcome is unknown: the provider did not answer (502), another confirmation
 * of the same payment is still under way (409), or the answer never arrived (network).
 */
const outcomeUnknown = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 502 ||
    error.status === 0 ||
    (error.status === 409 && error.message === paymentMessages.processing));

function ConfirmedOrder({ query }: { query: PaymentSuccessQuery }) {
  const navigate = useNavigate();
  const confirmed = useConfirmPayment(query);

  if (confirmed.isIdle || confirmed.isPending) return <CheckoutMessage title={t.confirming} />;
  if (confirmed.isError && outcomeUnknown(confirmed.error)) {
    return <PendingPayment merchantId={query.orderId} />;
  }
  if (confirmed.isError) {
    // Refused (e.g. by the card company): the order is still unpaid and can be paid again.
    const handoff = handoffStore.read();
    return (
      <CheckoutMessage title={t.confirmError} text={confirmed.error.message} tone="alert">
        {handoff && (
          <Button onClick={() => navigate('/order', { state: handoff })}>{t.backToOrder}</Button>
        )}
        <ActionLink to="/mypage#orderstatus">{t.toMypage}</ActionLink>
      </CheckoutMessage>
    );
  }
  return isWholeOrder(confirmed.data) ? (
    <PaidOrder order={confirmed.data} />
  ) : (
    <PaidReceipt receipt={confirmed.data} />
  );
}
