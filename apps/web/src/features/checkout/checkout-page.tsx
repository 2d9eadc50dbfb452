import { type OrderHandoff, orderHandoff } from '@shop/contract/order-handoff';
import { useLocation } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Button } from '../../shared/ui/button';
import { ActionLink, CheckoutMessage } from './checkout-message';
import { checkoutText as t } from './messages';
import { OrderSheet } from './order-sheet';
import { useStartOrder } from './order-start-api';

/**
 * /order: starts the order for what it was handed (the selected cart rows or 바로 구매 lines) and
 * shows the order sheet. The route state is parsed, never trusted.
 */
export function CheckoutPage() {
  usePageTitle(t.title);
  const location = useLocation();
  const auth = useAuth();
  const handoff = orderHandoff.safeParse(location.state);

  if (!handoff.success) {
    return (
      <CheckoutMessage title={t.noHandoffTitle} text={t.noHandoffHint}>
        <ActionLink to="/cart" primary>
          {t.toCart}
        </ActionLink>
        <ActionLink to="/products">{t.toProducts}</ActionLink>
      </CheckoutMessage>
    );
  }
  if (auth.status === 'restoring') return <CheckoutMessage title={t.title} text={t.loading} />;
  if (!auth.isLoggedIn) {
    return (
      <CheckoutMessage title={t.loginTitle} text={t.loginHint}>
        <ActionLink to="/login" primary>
          {t.toLogin}
        </ActionLink>
        <ActionLink to="/products">{t.toProducts}</ActionLink>
      </CheckoutMessage>
    );
  }
  return <CheckoutLoader handoff={handoff.data} email={auth.user?.email ?? ''} />;
}

function CheckoutLoader({ handoff, email }: { handoff: OrderHandoff; email: string }) {
  const start = useStartOrder(handoff);
  if (start.order) return <OrderSheet handoff={handoff} start={start.order} email={email} />;
  if (start.failure) {
    return (
      <CheckoutMessage title={t.startError} text={start.failure.message} tone="alert">
        <Button variant="secondary" onClick={start.retry} loading={start.pending}>
          {t.retry}
        </Button>
        <ActionLink to="/cart">{t.toCart}</ActionLink>
      </CheckoutMessage>
    );
  }
  return <CheckoutMessage title={t.title} text={t.loading} />;
}
