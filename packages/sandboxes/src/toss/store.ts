import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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
  save(state: StoredState): void;
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
  };
}

/**
 * One JSON file, replaced whole on every change: written beside it under a temporary name, then
 * renamed over it, so that a crash leaves the old file or the new one, never half of one. The
 * sandbox holds a developer's payments, a few hundred at most, so rewriting it all is cheap.
 */
export function createFileStore(file: string): PaymentStore {
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
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomToken(6)}.tmp`;
      writeFileSync(temporary, JSON.stringify({ format: FORMAT, ...state }));
      renameSync(temporary, file);
    },
  };
}
