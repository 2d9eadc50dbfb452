/** Attempts at one notification before it is given up as failed. */
export const MAX_ATTEMPTS = 5;

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt: 1 minute, 5, 30, then 2 hours. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

/** How long an attempt may take before another instance may try the notification again. */
export const ATTEMPT_LEASE_MS = 5 * 60_000;

/**
 * After the `attempt`-th failed attempt (1-based): when to try again, or null when that was
 * the last one and the notification has failed.
 */
export function nextAttemptAfter(attempt: number, failedAt: Date): Date | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1]!;
  return new Date(failedAt.getTime() + delay);
}
