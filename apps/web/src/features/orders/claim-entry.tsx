import type { Order } from '@shop/contract/orders';
import { lazy, Suspense, useCallback, useState } from 'react';
import { formatDateTime } from '../../shared/format/dates';
import { Button } from '../../shared/ui/button';
import { claimText as t } from './claim-text';
import { availableUnits, canRequestClaim } from './claim-units';
import type { OrderActions } from './order-actions';
import styles from './orders.module.css';

// The form, its checks (zod) and the postcode search load when the shopper opens it.
const loadDialog = () => import('./claim-dialog');
const ClaimDialog = lazy(async () => ({ default: (await loadDialog()).ClaimDialog }));
const prefetch = () => void loadDialog();

/**
 * 교환·반품 신청 on a delivered order: until when it can be asked for and the button that opens
 * the request, while the deadline is ahead and some units are left to claim.
 */
export function ClaimEntry({
  order,
  request,
}: {
  order: Order;
  request: OrderActions['requestClaim'];
}) {
  const [open, setOpen] = useState(false);
  // Stable: the dialog moves focus into itself whenever it gets a new one (a list refetch).
  const close = useCallback(() => setOpen(false), []);
  const unitsLeft = [...availableUnits(order).values()].some((units) => units > 0);
  if (!canRequestClaim(order) || !unitsLeft) return null;

  return (
    <div className={styles.confirm} data-testid="claim-entry">
      <p className={styles.confirmNote}>{t.deadline(formatDateTime(order.claim_deadline))}</p>
      <Button
        variant="secondary"
        className={styles.confirmButton}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        {t.ask}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ClaimDialog
            order={order}
            request={(body, photos) => request(order.order_id, body, photos)}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
