import type { OAuthService } from '../accounts/oauth-service';
import type { SessionService } from '../accounts/sessions-service';
import type { OrderExpiry } from '../payments/expire-service';
import { expireCheckoutsJob } from './expire-checkouts';
import { pruneSignInsJob } from './prune-sign-ins';
import type { JobDefinition } from './runner';

/** Every scheduled job of the shop. */
export function shopJobs(deps: {
  sessions: Pick<SessionService, 'pruneExpired'>;
  oauth: Pick<OAuthService, 'pruneExpired'>;
  orders: Pick<OrderExpiry, 'expireStalePending'>;
}): JobDefinition[] {
  return [
    expireCheckoutsJob({ orders: deps.orders }),
    pruneSignInsJob({ sessions: deps.sessions, oauth: deps.oauth }),
  ];
}
