import { addDays } from '@shop/contract/point-rules';
import type {
  RestockAlert,
  RestockAlertList,
  RestockDemand,
  RestockWaves,
  restockRequestSchema,
} from '@shop/contract/restock';
import { RESTOCK_RULES, restockMessages, waveSize } from '@shop/contract/restock-rules';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { memberReach } from '../accounts/members-service';
import type { ItemService } from '../catalog/service';
import { queueRestockNotices } from '../notifications/service';
import * as repo from './repo';

type RequestBody = z.output<typeof restockRequestSchema>;

const MINUTE = 60_000;

export interface RestockServiceDeps {
  db: Database;
  items: Pick<ItemService, 'findOptions'>;
  rules?: { waveFactor: number; waveDelayMinutes: number; expireDays: number };
  now?: () => Date;
}

const invalid = (field: string, msg: string) =>
  new HttpError(422, [{ loc: ['body', field], msg, type: 'value_error' }]);

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

function toAlert(row: NonNullable<Awaited<ReturnType<typeof repo.findAlert>>>): RestockAlert {
  const r = row.request;
  return {
    id: r.id,
    item_id: r.itemId,
    item_name: row.itemName,
    option_id: r.optionId,
    option_label: row.optionLabel,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    sent_at: iso(r.sentAt),
  };
}

export interface WaveOutcome {
  waves: number;
  told: number;
  expired: number;
}

/**
 * 재입고 알림 (decision 038): shoppers wait for a sold-out option in a queue; when it has stock
 * again, a wave tells the first of them, about `waveFactor` per unit, and the next wave goes only
 * after `waveDelayMinutes` and only while units remain. Each request is told once, through the
 * notification outbox, or dropped after `expireDays`.
 */
export function createRestockService({
  db,
  items,
  rules = RESTOCK_RULES,
  now = () => new Date(),
}: RestockServiceDeps) {
  async function soldOutOption(optionId: number) {
    const [option] = await items.findOptions([optionId]);
    if (!option || option.hidden) throw notFound(restockMessages.optionNotFound);
    if (option.stock > 0) throw conflict(restockMessages.inStock);
    return option;
  }

  async function alert(id: number): Promise<RestockAlert> {
    const row = await repo.findAlert(db, id);
    if (!row) throw notFound(restockMessages.notFound);
    return toAlert(row);
  }

  /** One option's wave, if one is due: under the option's lock, first come first served. */
  async function waveOf(optionId: number, at: Date): Promise<number> {
    return db.transaction(async (tx) => {
      await repo.lockOption(tx, optionId);
      const [option] = await items.findOptions([optionId], tx);
      if (!option || option.hidden || option.stock <= 0) return 0;
      const last = await repo.lastWaveAt(tx, optionId);
      if (last && at.getTime() - new Date(last).getTime() < rules.waveDelayMinutes * MINUTE) {
        return 0;
      }
      const size = waveSize(option.stock, await repo.countWaiting(tx, optionId), rules.waveFactor);
      if (size === 0) return 0;
      const head = await repo.queueHead(tx, optionId, size);
      const waveId = await repo.insertWave(tx, {
        optionId,
        stock: option.stock,
        size: head.length,
      });
      for (const request of head) {
        await tell(tx, request, option.itemName, option.label);
        await repo.markSent(tx, request.id, waveId, at);
      }
      return head.length;
    });
  }

  async function tell(
    tx: Executor,
    request: repo.RestockRequestRow,
    itemName: string,
    optionLabel: string,
  ) {
    const contact =
      request.memberId !== null
        ? await memberReach(tx, request.memberId)
        : { name: '고객', email: null, phone: request.phone };
    if (!contact) return;
    await queueRestockNotices(
      tx,
      { requestId: request.id, itemId: request.itemId, itemName, optionLabel },
      contact,
    );
  }

  return {
    /** A member (`memberId`) or a guest (phone and consent) asks; asking again answers the same. */
    async request(memberId: number | null, body: RequestBody): Promise<RestockAlert> {
      const option = await soldOutOption(body.option_id);
      let who: { memberId: number } | { phone: string };
      if (memberId !== null) {
        who = { memberId };
      } else {
        if (!body.phone) throw invalid('phone', restockMessages.phoneRequired);
        if (body.consent !== true) throw invalid('consent', restockMessages.consentRequired);
        who = { phone: body.phone.replace(/\D/g, '') };
      }
      const at = now();
      const existing = await repo.findWaiting(db, option.optionId, who);
      if (existing) return alert(existing.id);
      const id = await repo
        .insertRequest(db, {
          itemId: option.itemId,
          optionId: option.optionId,
          ...('memberId' in who ? { memberId: who.memberId } : { phone: who.phone, consentAt: at }),
          expiresAt: addDays(at, rules.expireDays),
        })
        .catch(async (error: unknown) => {
          // Asked twice at once: the other request is the one kept.
          if (!uniqueViolation(error)) throw error;
          const kept = await repo.findWaiting(db, option.optionId, who);
          if (!kept) throw error;
          return kept.id;
        });
      return alert(id);
    },

    async mine(memberId: number): Promise<RestockAlertList> {
      return { alerts: (await repo.memberAlerts(db, memberId)).map(toAlert) };
    },

    async cancel(memberId: number, id: number): Promise<void> {
      if (!(await repo.cancelWaiting(db, memberId, id))) throw notFound(restockMessages.notFound);
    },

    /** 회원 탈퇴: nobody is told any more. */
    forget: (tx: Executor, memberId: number) => repo.cancelAllOf(tx, memberId),

    /** The job's work: drops requests past their day, then sends each option's due wave. */
    async runWaves(at: Date = now()): Promise<WaveOutcome> {
      const expired = await repo.expireDue(db, at);
      let waves = 0;
      let told = 0;
      for (const optionId of await repo.optionsWaited(db)) {
        const sent = await waveOf(optionId, at);
        if (sent > 0) {
          waves += 1;
          told += sent;
        }
      }
      return { waves, told, expired };
    },

    async demand(): Promise<RestockDemand> {
      const rows = await repo.demand(db);
      return {
        options: rows.map((r) => ({
          item_id: r.itemId,
          item_name: r.itemName,
          option_id: r.optionId,
          option_label: r.optionLabel,
          stock: r.stock,
          waiting: r.waiting,
          sent: r.sent,
          last_wave_at: iso(r.lastWaveAt),
        })),
      };
    },

    async waves(optionId: number): Promise<RestockWaves> {
      const rows = await repo.wavesOf(db, optionId);
      return {
        waves: rows.map((w) => ({
          id: w.id,
          stock: w.stock,
          size: w.size,
          created_at: w.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type RestockService = ReturnType<typeof createRestockService>;
