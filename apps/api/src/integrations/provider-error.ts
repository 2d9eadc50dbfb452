/**
 * An outside provider refused (`code` is its own), answered something the shop cannot use, or
 * did not answer at all: then `status` is 0 and `code` is NETWORK_ERROR or TIMEOUT.
 */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
