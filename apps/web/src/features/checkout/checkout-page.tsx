import { type OrderHandoff, orderHandoff } from '@shop/contract/order-handoff';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useLocation, useNavigate } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { ActionLink, CheckoutMessage } from './checkout-message';
import { checkoutText as t } from './messages';
import { OrderSheet } from './order-sheet';
import { useStartOrder } from './order-start-api';

/**
 * /order: starts the order for what it was handed (the selected cart rows or 바로 구매 lines) and
 * shows the order sheet. The route state is parsed, never trusted. A shopper who has not signed
 * in chooses first: sign in (the browser's cart then joins the member's, so a cart order goes
 * back to the cart) or order as a guest.
 */
export function CheckoutPage() {
  usePageTitle(t.title);
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const signIn = useSignInPrompt();
  const [asGuest, setAsGuest] = useState(false);
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
  if (auth.isLoggedIn) {
    return <CheckoutLoader handoff={handoff.data} email={auth.user?.email ?? ''} guest={false} />;
  }
  if (asGuest) return <CheckoutLoader handoff={handoff.data} email="" guest />;
  const cartOrder = handoff.data.type === 'cart';
  return (
    <CheckoutMessage title={t.chooseTitle} text={t.chooseHint}>
      <Button onClick={() => setAsGuest(true)}>{t.asGuest}</Button>
      <Button
        variant="secondary"
        onClick={() => {
          // Signing in moves a cart order's lines to new ids in the member's cart: the shopper
          // signs in over the cart, which then shows them.
          if (cartOrder) navigate('/cart');
          signIn.ask({ reason: t.signInToOrder });
        }}
      >
        {t.toLogin}
      </Button>
    </CheckoutMessage>
  );
}

function CheckoutLoader({
  handoff,
  email,
  guest,
}: {
  handoff: OrderHandoff;
  email: string;
  guest: boolean;
}) {
  const start = useStartOrder(handoff, guest);
  if (start.order) {
    return <OrderSheet handoff={handoff} start={start.order} email={email} guest={guest} />;
  }
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
