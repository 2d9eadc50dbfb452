import type { TossDepositCallback, TossMethodCode, TossPayment } from '@shop/contract/toss-payment';
import {
  type ApiAnswer,
  cancelPayment,
  confirmPayment,
  createSandboxState,
  depositPayment,
  errorAnswer,
  expireVirtualAccount,
  issueCashReceipt,
  okAnswer,
  SANDBOX_SECRET_KEY,
  toTossPayment,
} from '@shop/sandboxes/toss-core';
import { randomToken } from '../../lib/crypto';
import { type TossClient, TossError } from './client';

export type TossOperation =
  | 'confirm'
  | 'cancel'
  | 'getPayment'
  | 'getPaymentByOrderId'
  | 'issueCashReceipt';

/** A point a call stops at until the test opens it; `reached` resolves when a call arrives. */
export interface Gate {
  reached: Promise<void>;
  open(): void;
}

/** A wait: milliseconds, or a gate. */
export type Wait = number | Gate;

/**
 * What goes wrong with one call. The call waits `before`, is carried out (unless `carryOut` is
 * false), waits `after`, then answers: normally, or with a dropped connection (`network`) or a
 * 500 (`5xx`). A wait longer than the client's timeout ends in `TIMEOUT`, as `fetch` would.
 */
export interface Fault {
  before?: Wait;
  after?: Wait;
  carryOut?: boolean;
  answer?: 'ok' | 'network' | '5xx';
}

export interface TossFakeOptions {
  /** As the real client's: no answer within it is a `TIMEOUT`. Default 10 s. */
  timeoutMs?: number;
  /** A delay before each call is carried out, e.g. random small ones for interleavings. */
  delay?: (operation: TossOperation) => number;
  now?: () => Date;
  /** How long an issued virtual account takes a deposit. Default 24 hours, as the sandbox. */
  depositTtlMs?: number;
}

export interface TossFake extends TossClient {
  /**
   * The shopper approves in the payment window: an IN_PROGRESS payment, its key returned. The
   * method is a card unless told; a virtual account is issued under `customerName`.
   */
  authenticate(input: {
    orderId: string;
    amount: number;
    orderName?: string;
    outcome?: 'approve' | 'reject';
    method?: TossMethodCode;
    customerName?: string;
    customerMobilePhone?: string;
  }): string;
  /**
   * The shopper pays into the issued virtual account: the payment becomes DONE, and the
   * DEPOSIT_CALLBACK body Toss would post to the shop is returned. Throws unless it was waiting.
   */
  deposit(paymentKey: string): TossDepositCallback;
  /** The virtual account's due date passes without a deposit: the payment becomes EXPIRED. */
  expire(paymentKey: string): TossPayment;
  /** Every payment, oldest first. */
  payments(): TossPayment[];
  payment(paymentKey: string): TossPayment | undefined;
  confirmRequests(): number;
  /** The next `times` calls of `operation` meet `fault`. */
  inject(operation: TossOperation, fault: Fault, times?: number): void;
  /** Forgets the faults not met yet. */
  clearFaults(): void;
  gate(): Gate;
}

const waits = new WeakMap<Gate, { arrive: () => void; opened: Promise<void> }>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createGate(): Gate {
  let arrive!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate = { reached, open: () => release() };
  waits.set(gate, { arrive, opened });
  return gate;
}

async function wait(value: Wait | undefined) {
  if (value === undefined) return;
  if (typeof value === 'number') {
    if (value > 0) await sleep(value);
    return;
  }
  const inner = waits.get(value)!;
  inner.arrive();
  await inner.opened;
}

/**
 * Toss in the test's own process, behind the client's interface: the sandbox's state and rules
 * (same codes and messages, remembered idempotency keys, amount checks, one confirmation per
 * payment, cancels kept as a list), with faults injected per call.
 */
export function createTossFake(options: TossFakeOptions = {}): TossFake {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const state = createSandboxState({
    now: options.now ?? (() => new Date()),
    sessionTtlMs: 10 * 60 * 1000,
    ...(options.depositTtlMs !== undefined && { depositTtlMs: options.depositTtlMs }),
  });
  const faults = new Map<TossOperation, Fault[]>();

  function takeFault(operation: TossOperation): Fault {
    const queue = faults.get(operation);
    return queue?.shift() ?? {};
  }

  function answerOf(work: () => ApiAnswer, idempotencyKey?: string): ApiAnswer {
    if (idempotencyKey === undefined) return work();
    const replay = state.recall(SANDBOX_SECRET_KEY, idempotencyKey);
    if (replay) return { status: replay.status, body: JSON.parse(replay.payload) };
    const result = work();
    state.remember(SANDBOX_SECRET_KEY, idempotencyKey, result);
    return result;
  }

  async function call<T = TossPayment>(
    operation: TossOperation,
    work: () => ApiAnswer,
    idempotencyKey?: string,
  ): Promise<T> {
    const fault = takeFault(operation);
    const run = async (): Promise<ApiAnswer> => {
      await sleep(options.delay?.(operation) ?? 0);
      await wait(fault.before);
      if (operation === 'confirm') state.countConfirmRequest();
      const result =
        fault.carryOut === false
          ? errorAnswer('FAILED_INTERNAL_SYSTEM_PROCESSING', 'ko')
          : answerOf(work, idempotencyKey);
      await wait(fault.after);
      return result;
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new TossError(0, 'TIMEOUT', `Toss did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    let result: ApiAnswer;
    try {
      result = await Promise.race([run(), timeout]);
    } finally {
      clearTimeout(timer);
    }
    if (fault.answer === 'network') {
      throw new TossError(0, 'NETWORK_ERROR', 'Toss could not be reached: socket hang up');
    }
    if (fault.answer === '5xx' || fault.carryOut === false) {
      const text = errorAnswer('FAILED_INTERNAL_SYSTEM_PROCESSING', 'ko').body as {
        code: string;
        message: string;
      };
      throw new TossError(500, text.code, text.message);
    }
    // A copy, as a JSON answer would be.
    const body = JSON.parse(JSON.stringify(result.body)) as T & {
      code?: string;
      message?: string;
    };
    if (result.status >= 300) throw new TossError(result.status, body.code!, body.message!);
    return body;
  }

  const lookup = (payment: ReturnType<typeof state.get>) =>
    payment ? okAnswer(toTossPayment(payment, 'ko')) : errorAnswer('NOT_FOUND_PAYMENT', 'ko');

  return {
    confirm: (input, idempotencyKey) =>
      call('confirm', () => confirmPayment(state, input, 'ko'), idempotencyKey),
    getPayment: (paymentKey) => call('getPayment', () => lookup(state.get(paymentKey))),
    getPaymentByOrderId: (orderId) =>
      call('getPaymentByOrderId', () => lookup(state.getByOrderId(orderId))),
    cancel: (paymentKey, input, idempotencyKey) =>
      call('cancel', () => cancelPayment(state, paymentKey, input, 'ko'), idempotencyKey),
    issueCashReceipt: (input, idempotencyKey) =>
      call('issueCashReceipt', () => issueCashReceipt(state, input, 'ko'), idempotencyKey),

    authenticate({ orderName = '테스트 주문', outcome = 'approve', method = 'CARD', ...rest }) {
      const paymentKey = `tfake_${randomToken(18)}`;
      state.addAuthenticated({
        paymentKey,
        orderName,
        clientKey: 'fake',
        customerKey: 'fake',
        outcome,
        method,
        ...(method === 'VIRTUAL_ACCOUNT' && { customerName: '테스트 구매자' }),
        ...(method === 'MOBILE_PHONE' && { customerMobilePhone: '01000000000' }),
        ...rest,
        receiptUrl: `http://toss.fake/receipt/${paymentKey}`,
        checkoutUrl: 'http://toss.fake/window',
      });
      return paymentKey;
    },
    deposit(paymentKey) {
      const outcome = depositPayment(state, paymentKey);
      if (!outcome.ok) throw new Error(`cannot deposit into ${paymentKey}: ${outcome.reason}`);
      return outcome.callback;
    },
    expire(paymentKey) {
      const outcome = expireVirtualAccount(state, paymentKey);
      if (!outcome.ok) throw new Error(`cannot expire ${paymentKey}: ${outcome.reason}`);
      return toTossPayment(outcome.payment, 'ko');
    },
    payments: () => state.all().map((p) => toTossPayment(p, 'ko')),
    payment(paymentKey) {
      const payment = state.get(paymentKey);
      return payment && toTossPayment(payment, 'ko');
    },
    confirmRequests: state.confirmRequests,
    inject(operation, fault, times = 1) {
      const queue = faults.get(operation) ?? [];
      for (let i = 0; i < times; i += 1) queue.push(fault);
      faults.set(operation, queue);
    },
    clearFaults: () => faults.clear(),
    gate: createGate,
  };
}
