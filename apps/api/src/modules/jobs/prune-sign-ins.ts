import type { OAuthService } from '../accounts/oauth-service';
import type { SessionService } from '../accounts/sessions-service';
import type { IdempotencyService } from '../idempotency/service';
import { defineJob } from './define-job';
import { hourly } from './schedule';

export const PRUNE_SIGN_INS = 'prune-sign-ins';

/**
 * Hourly: expired refresh tokens (ended sessions), reset links and social sign-in states, and
 * idempotency keys older than a day.
 */
export const pruneSignInsJob = defineJob<{
  sessions: Pick<SessionService, 'pruneExpired'>;
  oauth: Pick<OAuthService, 'pruneExpired'>;
  idempotency: Pick<IdempotencyService, 'pruneExpired'>;
}>({
  name: PRUNE_SIGN_INS,
  label: '만료된 로그인 정보 정리',
  schedule: hourly,
  async run({ sessions, oauth, idempotency }, now) {
    const tokens = await sessions.pruneExpired(now);
    const oauthStates = await oauth.pruneExpired(now);
    const idempotencyKeys = await idempotency.pruneExpired(now);
    return { ...tokens, oauthStates, idempotencyKeys };
  },
});
