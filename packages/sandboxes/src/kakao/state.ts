import { createExpiringStore } from '../oauth/expiring-store';
import type { SandboxPerson } from '../oauth/people';

/** What a code (and then its access token) stands for. */
export interface KakaoGrant {
  clientId: string;
  redirectUri: string;
  nonce?: string;
  person: SandboxPerson;
  kakaoId: number;
  authTime: Date;
}

/** Kakao's REST access token lives about six hours. */
export const ACCESS_TOKEN_TTL_S = 21599;
export const REFRESH_TOKEN_TTL_S = 5183999;

export function createKakaoState(options: { now: () => Date; codeTtlMs: number }) {
  const { now } = options;
  const connectedAt = new Map<number, Date>();
  let tokenRequests = 0;
  return {
    now,
    codes: createExpiringStore<KakaoGrant>(now, options.codeTtlMs),
    accessTokens: createExpiringStore<KakaoGrant>(now, ACCESS_TOKEN_TTL_S * 1000),
    /** When the user first connected to the app: Kakao's `connected_at`. */
    connect(kakaoId: number): Date {
      const known = connectedAt.get(kakaoId);
      if (known) return known;
      const at = now();
      connectedAt.set(kakaoId, at);
      return at;
    },
    connectedAt: (kakaoId: number) => connectedAt.get(kakaoId),
    countTokenRequest(): void {
      tokenRequests += 1;
    },
    tokenRequests: () => tokenRequests,
  };
}

export type KakaoState = ReturnType<typeof createKakaoState>;
