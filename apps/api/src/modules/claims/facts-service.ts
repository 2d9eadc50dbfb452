import { OPEN_CLAIM_STATUSES } from '@shop/contract/claim-rules';
import type { Order } from '@shop/contract/orders';
import type { Executor } from '../../db/client';
import type { UrlSigner } from '../../integrations/storage/signed-urls';
import type { OrderRow } from '../orders/lifecycle-service';
import * as repo from './repo';
import { deadlineOf } from './rules';
import { presentClaims } from './steps';

/** What each order shows of its claims: the claims, and until when it takes another. */
export const claimFactsWith =
  (signer: UrlSigner) =>
  (executor: Executor, orders: OrderRow[], at: Date = new Date()) =>
    claimFactsOf(executor, orders, signer, at);

/** What the claims add to an order's view; an open claim holds its confirmation. */
type OrderClaimView = Pick<
  Order,
  'claims' | 'claim_deadline' | 'confirm_available' | 'auto_confirm_at'
>;

async function claimFactsOf(
  executor: Executor,
  orders: OrderRow[],
  signer: UrlSigner,
  at: Date,
): Promise<Map<number, OrderClaimView>> {
  // Only an order that reached its buyer can have claims: others cost no statement.
  const reached = orders.filter((o) => o.deliveredAt !== null);
  const rows = await repo.listClaimsOfOrders(
    executor,
    reached.map((o) => o.id),
  );
  const claims = await presentClaims(executor, rows, signer);
  return new Map(
    orders.map((order) => {
      const own = claims.filter((c) => c.order_id === order.id);
      // An open claim holds 구매확정: the order neither offers it nor promises it meanwhile.
      const held = own.some((c) => OPEN_CLAIM_STATUSES.includes(c.status));
      return [
        order.id,
        {
          claims: own,
          claim_deadline: deadlineOf(order, at)?.toISOString() ?? null,
          ...(held && { confirm_available: false, auto_confirm_at: null }),
        },
      ];
    }),
  );
}

/** Whether an open claim holds the order's confirmation (by the shopper and by the job). */
export const claimsHold = (executor: Executor, orderId: number) =>
  repo.hasOpenClaim(executor, orderId);
