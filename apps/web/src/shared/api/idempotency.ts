import { ApiError } from './errors';

/**
 * A fresh `Idempotency-Key` for one press of a button that takes money or stock. Sent again
 * unchanged when the same press is retried, so that the server answers it once.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on secure pages (https, localhost); the random bytes everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The request never got an answer: it may or may not have been done, so it is sent again. */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

/** TanStack's `retry` for a keyed mutation: once more, with the same key, when no answer came. */
export const retryUnanswered = (failures: number, error: Error) =>
  failures < 1 && isNetworkFailure(error);

/** Runs a keyed call, once more with the same key when no answer came. */
export async function withRetryUnanswered<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return call();
  }
}
