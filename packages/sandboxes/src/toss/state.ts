import type { ApiAnswer } from './answer';
import type { SandboxPayment } from './payment-object';
import type { PaymentStore, StoredReplay } from './store';

export interface SandboxStateOptions {
  now: () => Date;
  /** How long an authenticated payment waits for confirm (Toss: 10 minutes). */
  sessionTtlMs: number;
  /** How long an issued virtual account takes a deposit. Default 24 hours. */
  depositTtlMs?: number;
  /** Where payments and idempotent answers are kept between runs; memory only without it. */
  store?: PaymentStore;
  /** Called after a payment was added or its status, balance or cancels changed. */
  onChange?: (payment: SandboxPayment) => void;
}

export type AuthenticatedFields = Pick<
  SandboxPayment,
  | 'paymentKey'
  | 'orderId'
  | 'orderName'
  | 'clientKey'
  | 'customerKey'
  | 'outcome'
  | 'receiptUrl'
  | 'checkoutUrl'
  | 'method'
  | 'customerName'
  | 'customerMobilePhone'
> & { amount: number };

/** Toss keeps an idempotent answer for 15 days. */
const REPLAY_TTL_MS = 15 * 24 * 60 * 60 * 1000;

/** Everything one sandbox holds: in memory, and in its store when it has one. */
export function createSandboxState({
  now,
  sessionTtlMs,
  depositTtlMs = 24 * 60 * 60 * 1000,
  store,
  onChange,
}: SandboxStateOptions) {
  const payments = new Map<string, SandboxPayment>();
  const latestKeyByOrder = new Map<string, string>();
  const replays = new Map<string, StoredReplay>();
  let confirmRequests = 0;
  let answersToLose = 0;

  const stored = store?.load();
  for (const payment of stored?.payments ?? []) {
    payments.set(payment.paymentKey, payment);
    latestKeyByOrder.set(payment.orderId, payment.paymentKey);
  }
  for (const [key, replay] of stored?.replays ?? []) replays.set(key, replay);

  function save(): void {
    store?.save(() => ({ payments: [...payments.values()], replays: [...replays.entries()] }));
  }

  function changed(payment: SandboxPayment): void {
    save();
    onChange?.(payment);
  }

  function add(payment: SandboxPayment): void {
    payments.set(payment.paymentKey, payment);
    latestKeyByOrder.set(payment.orderId, payment.paymentKey);
    changed(payment);
  }

  /** A session nobody confirmed in time expires, as does a virtual account nobody paid into. */
  function settle(payment: SandboxPayment): SandboxPayment {
    const age = now().getTime() - payment.requestedAt.getTime();
    if (payment.status === 'IN_PROGRESS' && age > sessionTtlMs) {
      payment.status = 'EXPIRED';
      payment.failure = 'EXPIRED_PAYMENT';
      changed(payment);
    }
    const due = payment.virtualAccount?.dueDate;
    if (payment.status === 'WAITING_FOR_DEPOSIT' && due && now().getTime() > due.getTime()) {
      payment.status = 'EXPIRED';
      changed(payment);
    }
    return payment;
  }

  function get(paymentKey: string): SandboxPayment | undefined {
    const payment = payments.get(paymentKey);
    return payment && settle(payment);
  }

  const replayKey = (secretKey: string, idempotencyKey: string) =>
    `${secretKey}\n${idempotencyKey}`;

  return {
    now,
    depositTtlMs,
    /** Resolves once the store holds every change made so far. */
    settled: async () => store?.settled(),
    add,
    /** A payment the shopper just authenticated in the window: waiting for the shop's confirm. */
    addAuthenticated(fields: AuthenticatedFields): SandboxPayment {
      const { amount, ...rest } = fields;
      const payment: SandboxPayment = {
        ...rest,
        status: 'IN_PROGRESS',
        totalAmount: amount,
        balanceAmount: amount,
        requestedAt: now(),
        approvedAt: null,
        lastTransactionKey: null,
        card: null,
        failure: null,
        cancels: [],
      };
      add(payment);
      return payment;
    },
    /** To be called after changing a payment got from here: keeps it and tells who listens. */
    changed,
    get,
    /** The latest payment made for the order. */
    getByOrderId(orderId: string): SandboxPayment | undefined {
      const paymentKey = latestKeyByOrder.get(orderId);
      return paymentKey === undefined ? undefined : get(paymentKey);
    },
    all(): SandboxPayment[] {
      return [...payments.values()].map(settle);
    },
    countConfirmRequest(): void {
      confirmRequests += 1;
    },
    confirmRequests: () => confirmRequests,
    /** The next cancel is carried out but its answer never arrives (the connection drops). */
    loseNextCancelAnswer(): void {
      answersToLose += 1;
    },
    takeLostAnswer(): boolean {
      if (answersToLose === 0) return false;
      answersToLose -= 1;
      return true;
    },
    /** The first answer given for this idempotency key, as sent. */
    recall(secretKey: string, idempotencyKey: string) {
      const stored = replays.get(replayKey(secretKey, idempotencyKey));
      if (!stored || now().getTime() - stored.at > REPLAY_TTL_MS) return undefined;
      return stored;
    },
    remember(secretKey: string, idempotencyKey: string, answer: ApiAnswer): string {
      const payload = JSON.stringify(answer.body);
      replays.set(replayKey(secretKey, idempotencyKey), {
        status: answer.status,
        payload,
        at: now().getTime(),
      });
      save();
      return payload;
    },
  };
}

export type SandboxState = ReturnType<typeof createSandboxState>;
