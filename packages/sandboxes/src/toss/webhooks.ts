import type { TossDepositCallback, TossPayment } from '@shop/contract/toss-payment';
import { eventTime } from './payment-object';

/** Posts one webhook body; answers the HTTP status the receiver gave (a throw: no answer). */
export type WebhookSender = (url: string, body: string) => Promise<number>;

export interface WebhookOptions {
  /** The shop's webhook address, e.g. `http://127.0.0.1:3000/v1/payment/toss/webhook`. */
  url: string;
  send?: WebhookSender;
  /**
   * Waits before the first delivery and between retries. Toss retries a delivery that did not
   * get a 200 seven times, after 1, 4, 16, … 4096 minutes; the sandbox keeps the shape in
   * seconds. Default: half a second, then 1, 4, 16 and 64 s.
   */
  delaysMs?: number[];
  /** Told when a delivery gave up. */
  log?: (message: string, detail: object) => void;
}

/** The statuses Toss announces with PAYMENT_STATUS_CHANGED (card payments). */
const ANNOUNCED = new Set(['DONE', 'CANCELED', 'PARTIAL_CANCELED', 'ABORTED', 'EXPIRED']);

export const postJson: WebhookSender = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
};

/**
 * PAYMENT_STATUS_CHANGED deliveries, as Toss makes them: the whole Payment as `data`, no
 * signature, retried until the receiver answers 200 or the retries run out. Deliveries run in the
 * background; `idle()` waits for them, `close()` drops the ones still waiting.
 */
export function createWebhooks(options: WebhookOptions) {
  const send = options.send ?? postJson;
  const [first = 500, ...retries] = options.delaysMs ?? [500, 1_000, 4_000, 16_000, 64_000];
  const running = new Set<Promise<void>>();
  const timers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  let closed = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          timers.delete(entry);
          resolve();
        }, ms),
        wake: resolve,
      };
      entry.timer.unref();
      timers.add(entry);
    });

  async function deliver(body: string, about: Record<string, string>): Promise<void> {
    await sleep(first);
    let last = 'no attempt';
    for (let attempt = 0; !closed; attempt += 1) {
      try {
        const status = await send(options.url, body);
        if (status === 200) return;
        last = `HTTP ${status}`;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      const wait = retries[attempt];
      if (wait === undefined) break;
      await sleep(wait);
    }
    if (!closed) options.log?.('toss sandbox webhook gave up', { ...about, last });
  }

  return {
    /** Announces the payment's new state, when it is one Toss announces. */
    notify(payment: TossPayment, now: Date): void {
      if (closed || !ANNOUNCED.has(payment.status)) return;
      const body = JSON.stringify({
        eventType: 'PAYMENT_STATUS_CHANGED',
        createdAt: eventTime(now),
        data: payment,
      });
      const delivery = deliver(body, { paymentKey: payment.paymentKey }).finally(() =>
        running.delete(delivery),
      );
      running.add(delivery);
    },
    /** Posts a virtual account's DEPOSIT_CALLBACK, with the same retries. */
    notifyDeposit(callback: TossDepositCallback): void {
      if (closed) return;
      const delivery = deliver(JSON.stringify(callback), { orderId: callback.orderId }).finally(
        () => running.delete(delivery),
      );
      running.add(delivery);
    },
    /** Resolves once every delivery so far has ended (delivered or given up). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
    close(): void {
      closed = true;
      for (const entry of timers) {
        clearTimeout(entry.timer);
        entry.wake();
      }
      timers.clear();
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
