import type { OAuthService } from '../accounts/oauth-service';
import type { SessionService } from '../accounts/sessions-service';
import type { CartService } from '../cart/service';
import type { SearchService } from '../catalog/search-service';
import type { FeedService } from '../discovery/feeds/service';
import type { IdempotencyService } from '../idempotency/service';
import type { NotificationService } from '../notifications/service';
import type { PurchaseConfirmation } from '../orders/confirmation-service';
import type { PaymentComparison } from '../payments/compare-service';
import type { OrderExpiry } from '../payments/expire-service';
import type { PaymentReconciliation } from '../payments/reconcile-service';
import type { PointService } from '../points/service';
import type { RestockService } from '../restock/service';
import type { TransferService } from '../transfers/service';
import { confirmPurchasesJob, expirePointsJob } from './after-delivery';
import { buildFeedsJob, refreshFeedsJob } from './build-feeds';
import { comparePaymentsJob } from './compare-payments';
import { deliverNotificationsJob } from './deliver-notifications';
import { expireCheckoutsJob, expireDepositsJob } from './expire-checkouts';
import { pruneGuestCartsJob } from './prune-guest-carts';
import { pruneSignInsJob } from './prune-sign-ins';
import { reconcilePaymentsJob } from './reconcile-payments';
import { restockWavesJob } from './restock-waves';
import { runTransfersJob } from './run-transfers';
import type { JobDefinition } from './runner';
import { pruneSearchesJob, refreshSalesCountsJob } from './search-upkeep';

/** Every scheduled job of the shop. */
export function shopJobs(deps: {
  sessions: Pick<SessionService, 'pruneExpired'>;
  oauth: Pick<OAuthService, 'pruneExpired'>;
  idempotency: Pick<IdempotencyService, 'pruneExpired'>;
  orders: Pick<OrderExpiry, 'expireStalePending' | 'closeOverdueAccounts'>;
  payments: Pick<PaymentReconciliation, 'reconcileStale'>;
  comparison: Pick<PaymentComparison, 'compareDay'>;
  feeds: Pick<FeedService, 'build' | 'refresh'>;
  search: Pick<SearchService, 'refreshSalesCounts' | 'pruneQueries'>;
  notifications: Pick<NotificationService, 'deliverDue'>;
  cart: Pick<CartService, 'pruneGuestCarts'>;
  confirmation: Pick<PurchaseConfirmation, 'runDue'>;
  points: Pick<PointService, 'expireDue'>;
  restock: Pick<RestockService, 'runWaves'>;
  transfers: Pick<TransferService, 'runQueued'>;
}): JobDefinition[] {
  return [
    expireCheckoutsJob({ orders: deps.orders }),
    expireDepositsJob({ orders: deps.orders }),
    reconcilePaymentsJob({ payments: deps.payments }),
    comparePaymentsJob({ payments: deps.comparison }),
    buildFeedsJob({ feeds: deps.feeds }),
    refreshFeedsJob({ feeds: deps.feeds }),
    refreshSalesCountsJob({ search: deps.search }),
    pruneSearchesJob({ search: deps.search }),
    deliverNotificationsJob({ notifications: deps.notifications }),
    pruneGuestCartsJob({ cart: deps.cart }),
    confirmPurchasesJob({ confirmation: deps.confirmation }),
    expirePointsJob({ points: deps.points }),
    restockWavesJob({ restock: deps.restock }),
    runTransfersJob({ transfers: deps.transfers }),
    pruneSignInsJob({
      sessions: deps.sessions,
      oauth: deps.oauth,
      idempotency: deps.idempotency,
    }),
  ];
}
