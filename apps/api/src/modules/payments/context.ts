import type { Database } from '../../db/client';
import type { TossClient } from '../../integrations/toss/client';
import type { CartService } from '../cart/service';
import type { ItemService } from '../catalog/service';
import type { CouponService } from '../coupons/service';
import type { OrderService } from '../orders/service';
import type { PointService } from '../points/service';
import { createLedgeredProvider } from './provider';
import { createPaymentSteps } from './steps';

export interface PaymentDeps {
  db: Database;
  items: ItemService;
  cart: CartService;
  coupons: CouponService;
  points: PointService;
  orders: OrderService;
  toss: TossClient;
  /** How long a duplicate confirmation waits for the first one's outcome. */
  waitForOutcomeMs?: number;
  /**
   * After how long a confirmation left without the provider's answer is tried again by the next
   * success call (longer than the provider client's timeout). Default 15 s.
   */
  resumeAfterMs?: number;
  /** Told of every provider call's outcome (the metrics). */
  observeCall?: (operation: string, outcome: string) => void;
}

/** What every payment use case works with: the shop's services, the ledgered provider, the steps. */
export function createPaymentContext(deps: PaymentDeps) {
  const toss = createLedgeredProvider(deps.toss, deps.observeCall);
  return {
    ...deps,
    toss,
    waitForOutcomeMs: deps.waitForOutcomeMs ?? 10_000,
    resumeAfterMs: deps.resumeAfterMs ?? 15_000,
    steps: createPaymentSteps({ ...deps, provider: toss }),
  };
}
export type PaymentContext = ReturnType<typeof createPaymentContext>;
