import {
  overlappingRange,
  rangeOf,
  type Surcharge,
  type SurchargeRange,
  shippingMessages,
  type surchargeRangeRequestSchema,
} from '@shop/contract/shipping';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { requiredPlainText } from '../../lib/plain-text';
import { type AuditService, recorderFor } from '../audit/service';
import * as repo from './repo';

type RangeInput = z.output<typeof surchargeRangeRequestSchema>;

const toRange = (row: repo.SurchargeRow): SurchargeRange => ({
  range_id: row.id,
  zone: row.zone,
  from_postcode: row.fromPostcode,
  to_postcode: row.toPostcode,
  fee: row.fee,
  updated_at: row.updatedAt.toISOString(),
});

const detailOf = (r: SurchargeRange) => ({
  zone: r.zone,
  from_postcode: r.from_postcode,
  to_postcode: r.to_postcode,
  fee: r.fee,
});

/**
 * 도서산간 추가 배송비: the postcode ranges the back office keeps, and the surcharge of a
 * delivery postcode, which the checkout adds to an order's total.
 */
export function createShippingService({
  db,
  audit,
}: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
}) {
  const record = recorderFor(audit, 'surcharge');

  const list = async (executor: Executor = db) => (await repo.listRanges(executor)).map(toRange);

  /**
   * The range's values once its zone is plain text and it overlaps no other range (422); `id`:
   * the range being changed (404 when there is none).
   */
  async function checked(tx: Executor, input: RangeInput, id?: number) {
    await repo.lockRanges(tx);
    const zone = requiredPlainText(input.zone, ['zone'], shippingMessages.zoneRequired);
    const ranges = await list(tx);
    if (id !== undefined && !ranges.some((r) => r.range_id === id)) {
      throw notFound(shippingMessages.notFound);
    }
    const clash = overlappingRange(ranges, input, id);
    if (clash) {
      throw new HttpError(422, [
        {
          loc: ['body', 'from_postcode'],
          msg: shippingMessages.overlap(clash.zone, clash.from_postcode, clash.to_postcode),
          type: 'value_error',
        },
      ]);
    }
    return {
      zone,
      fromPostcode: input.from_postcode,
      toPostcode: input.to_postcode,
      fee: input.fee,
    };
  }

  return {
    async listRanges() {
      return { ranges: await list() };
    },

    /** The surcharge for a delivery postcode: 0 and no zone outside every range. */
    async surchargeFor(postcode: string, executor: Executor = db): Promise<Surcharge> {
      const range = rangeOf(await list(executor), postcode);
      return { postcode, fee: range?.fee ?? 0, zone: range?.zone ?? null };
    },

    create: (adminId: number, input: RangeInput) =>
      db.transaction(async (tx) => {
        const range = toRange(await repo.insertRange(tx, await checked(tx, input)));
        await record(tx, adminId, 'surcharge.create', range.range_id, detailOf(range));
        return range;
      }),

    update: (adminId: number, id: number, input: RangeInput) =>
      db.transaction(async (tx) => {
        const row = await repo.updateRange(tx, id, await checked(tx, input, id));
        if (!row) throw notFound(shippingMessages.notFound);
        const range = toRange(row);
        await record(tx, adminId, 'surcharge.update', id, detailOf(range));
        return range;
      }),

    remove: (adminId: number, id: number) =>
      db.transaction(async (tx) => {
        const row = await repo.deleteRange(tx, id);
        if (!row) throw notFound(shippingMessages.notFound);
        await record(tx, adminId, 'surcharge.delete', id, detailOf(toRange(row)));
      }),
  };
}
export type ShippingService = ReturnType<typeof createShippingService>;
