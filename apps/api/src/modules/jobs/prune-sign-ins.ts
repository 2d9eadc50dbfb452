import type { OAuthService } from '../accounts/oauth-service';
import type { SessionService } from '../accounts/sessions-service';
import type { IdempotencyService } from '../idempotency/service';
import type { JobDefinition } from './runner';
import { hourly } from './schedule';

export const PRUNE_SIGN_INS = 'prune-sign-ins';

/**
 * Hourly: expired refresh tokens (ended sessions), reset links and social sign-in states, and
 * idempotency keys older than a day.
 */
export function pruneSignInsJob(deps: {
  sessions: Pick<SessionService, 'pruneExpired'>;
  oauth: Pick<OAuthService, 'pruneExpired'>;
  idempotency: Pick<IdempotencyService, 'pruneExpired'>;
}): JobDefinition {
  return {
    name: PRUNE_SIGN_INS,
    label: '만료된 로그인 정보 정리',
    ...hourly,
    async run(now) {
      const tokens = await deps.sessions.pruneExpired(now);
      const oauthStates = await deps.oauth.pruneExpired(now);
      const idempotencyKeys = await deps.idempotency.pruneExpired(now);
      return { ...tokens, oauthStates, idempotencyKeys };
    },
  };
}
