import type { TossPayment } from '@shop/contract/toss-payment';
import { ProviderError } from '../provider-error';

/**
 * Toss answered with a non-2xx `{code, message}`, or did not answer at all: then `status` is 0
 * and `code` is `NETWORK_ERROR` or `TIMEOUT`, and whether the call took effect is unknown.
 */
export class TossError extends ProviderError {
  override name = 'TossError';
}

export interface TossConfirmInput {
  paymentKey: string;
  orderId: string;
  amount: number;
}

export interface TossCancelInput {
  cancelReason: string;
  /** Omitted: the whole remaining balance. */
  cancelAmount?: number;
}

export interface TossClient {
  confirm(input: TossConfirmInput, idempotencyKey: string): Promise<TossPayment>;
  getPayment(paymentKey: string): Promise<TossPayment>;
  getPaymentByOrderId(orderId: string): Promise<TossPayment>;
  cancel(paymentKey: string, input: TossCancelInput, idempotencyKey: string): Promise<TossPayment>;
}

export interface TossClientOptions {
  /** `https://api.tosspayments.com`, or the sandbox's `…/sandbox/toss`. */
  baseUrl: string;
  secretKey: string;
  /** Covers the whole call, body included. Default 10 s. */
  timeoutMs?: number;
  /** How requests go out; the global `fetch` unless told (e.g. a sandbox answered in process). */
  fetch?: typeof fetch;
}

const isErrorBody = (value: unknown): value is { code: string; message: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'string' &&
  typeof (value as { message?: unknown }).message === 'string';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The Toss Payments core API over `fetch` (docs/integrations.md#core-api-conventions). */
export function createTossClient(options: TossClientOptions): TossClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const send = options.fetch ?? fetch;
  // Toss wants the secret key as the user name and an empty password: the colon is required.
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    idempotencyKey?: string,
  ): Promise<TossPayment> {
    const headers: Record<string, string> = {
      authorization,
      'content-type': 'application/json',
    };
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;

    let status: number;
    let text: string;
    try {
      const response = await send(base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new TossError(0, 'TIMEOUT', `Toss did not answer within ${timeoutMs} ms`, {
          cause: error,
        });
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new TossError(0, 'NETWORK_ERROR', `Toss could not be reached: ${reason}`, {
        cause: error,
      });
    }

    const json = parseJson(text);
    if (status >= 200 && status < 300) {
      if (typeof json !== 'object' || json === null) {
        throw new TossError(status, 'UNKNOWN_ERROR', `Toss answered ${status} without a JSON body`);
      }
      return json as TossPayment;
    }
    if (isErrorBody(json)) throw new TossError(status, json.code, json.message);
    throw new TossError(
      status,
      'UNKNOWN_ERROR',
      `Toss answered ${status}: ${text.slice(0, 200) || '(empty body)'}`,
    );
  }

  const segment = encodeURIComponent;
  return {
    confirm: (input, idempotencyKey) =>
      call(
        'POST',
        '/v1/payments/confirm',
        { paymentKey: input.paymentKey, orderId: input.orderId, amount: input.amount },
        idempotencyKey,
      ),
    getPayment: (paymentKey) => call('GET', `/v1/payments/${segment(paymentKey)}`),
    getPaymentByOrderId: (orderId) => call('GET', `/v1/payments/orders/${segment(orderId)}`),
    cancel: (paymentKey, input, idempotencyKey) =>
      call(
        'POST',
        `/v1/payments/${segment(paymentKey)}/cancel`,
        input.cancelAmount === undefined
          ? { cancelReason: input.cancelReason }
          : { cancelReason: input.cancelReason, cancelAmount: input.cancelAmount },
        idempotencyKey,
      ),
  };
}
