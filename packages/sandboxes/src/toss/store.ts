import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from '../lib/crypto';
import type { SandboxCancel, SandboxPayment } from './payment-object';

/** The first answer given for an idempotency key, kept to replay it byte for byte. */
export interface StoredReplay {
  status: number;
  payload: string;
  at: number;
}

export interface StoredState {
  payments: SandboxPayment[];
  replays: [string, StoredReplay][];
}

/** Where the Toss sandbox keeps what it holds between runs of the server. */
export interface PaymentStore {
  load(): StoredState | undefined;
  /** Keeps what `state` answers when the write happens: the latest state, however many saves. */
  save(state: () => StoredState): void;
  /** Resolves once everything saved so far is on disk. */
  settled(): Promise<void>;
}

type Json<T> = {
  [K in keyof T]: T[K] extends Date
    ? string
    : T[K] extends Date | null
      ? string | null
      : T[K] extends SandboxCancel[]
        ? Json<SandboxCancel>[]
        : T[K];
};

const FORMAT = 1;

function revive(payment: Json<SandboxPayment>): SandboxPayment {
  return {
    ...payment,
    requestedAt: new Date(payment.requestedAt),
    approvedAt: payment.approvedAt === null ? null : new Date(payment.approvedAt),
    cancels: payment.cancels.map((c) => ({ ...c, canceledAt: new Date(c.canceledAt) })),
    ...(payment.virtualAccount && {
      virtualAccount: {
        ...payment.virtualAccount,
        dueDate: new Date(payment.virtualAccount.dueDate),
      },
    }),
    ...(payment.cashReceipt && {
      cashReceipt: {
        ...payment.cashReceipt,
        requestedAt: new Date(payment.cashReceipt.requestedAt),
      },
    }),
  };
}

/**
 * One JSON file, replaced whole: written beside it under a temporary name, then renamed over it,
 * so that a crash leaves the old file or the new one, never half of one. A write starts at the
 * first change; the changes made while it is on its way are the next write, so a burst of
 * payments (a sale, a load test) costs a few writes off the event loop rather than one
 * synchronous rewrite of the whole file per change.
 */
export function createFileStore(file: string): PaymentStore {
  let latest: (() => StoredState) | undefined;
  let writing: Promise<void> | undefined;

  async function write(state: StoredState) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomToken(6)}.tmp`;
    await writeFile(temporary, JSON.stringify({ format: FORMAT, ...state }));
    await rename(temporary, file);
  }

  function writeNext() {
    if (writing || !latest) return;
    const state = latest();
    latest = undefined;
    writing = write(state)
      .catch((error: unknown) => console.error(`toss sandbox: ${file} not written:`, error))
      .finally(() => {
        writing = undefined;
        writeNext();
      });
  }

  return {
    load() {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const data = JSON.parse(text) as {
        format: number;
        payments: Json<SandboxPayment>[];
        replays: [string, StoredReplay][];
      };
      if (data.format !== FORMAT) return undefined;
      return { payments: data.payments.map(revive), replays: data.replays };
    },
    save(state) {
      latest = state;
      writeNext();
    },
    async settled() {
      while (writing) await writing;
    },
  };
}
