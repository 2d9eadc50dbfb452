import { createExpiringStore } from '../oauth/expiring-store';
import type { SandboxPerson } from '../oauth/people';

/** What a code (and then its access token) stands for. */
export interface NaverGrant {
  clientId: string;
  redirectUri: string;
  state: string;
  person: SandboxPerson;
  naverId: string;
}

/** Naver's default access-token lifetime. */
export const ACCESS_TOKEN_TTL_S = 3600;

export function createNaverState(options: { now: () => Date; codeTtlMs: number }) {
  let tokenRequests = 0;
  return {
    now: options.now,
    codes: createExpiringStore<NaverGrant>(options.now, options.codeTtlMs),
    accessTokens: createExpiringStore<NaverGrant>(options.now, ACCESS_TOKEN_TTL_S * 1000),
    countTokenRequest(): void {
      tokenRequests += 1;
    },
    tokenRequests: () => tokenRequests,
  };
}

export type NaverState = ReturnType<typeof createNaverState>;
