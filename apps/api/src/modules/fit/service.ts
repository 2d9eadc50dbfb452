import {
  MEASURE_RULES,
  MEASURE_TEMPLATES,
  type MeasureField,
  type Measures,
  measureMessages,
} from '@shop/contract/measure-rules';
import type {
  Garment,
  GarmentCandidate,
  Garments,
  garmentCreateSchema,
} from '@shop/contract/measurements';
import { optionLabelParts } from '@shop/contract/search';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { ItemService } from '../catalog/service';
import type { BoughtLines } from '../orders/bought-lines-service';
import * as repo from './repo';

type GarmentInput = z.output<typeof garmentCreateSchema>;

export interface FitServiceDeps {
  db: Database;
  items: Pick<ItemService, 'measurementsOf'>;
  lines: Pick<BoughtLines, 'kept' | 'keptLines'>;
}

const toGarment = (row: repo.GarmentRow): Garment => ({
  id: row.id,
  name: row.name,
  template: row.template,
  values: row.values,
  item_id: row.itemId,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});

/** The template's fields only: a field of another kind of garment is refused. */
function ownFields(input: GarmentInput): Measures {
  const fields = MEASURE_TEMPLATES[input.template].fields as readonly MeasureField[];
  const unknown = Object.keys(input.values).find((f) => !fields.includes(f as MeasureField));
  if (unknown) {
    throw new HttpError(422, [
      { loc: ['body', 'values', unknown], msg: measureMessages.fieldUnknown, type: 'value_error' },
    ]);
  }
  return input.values;
}

const lineRefusals = {
  notFound: measureMessages.lineNotFound,
  notDelivered: measureMessages.lineNotFound,
  refunded: measureMessages.lineNotFound,
};

/**
 * "내 옷": garments a member owns and likes the fit of, kept to compare products' 실측 with
 * (decision 037). Typed in, or copied from a product bought here with its 실측.
 */
export function createFitService({ db, items, lines }: FitServiceDeps) {
  /** Saves under the member's lock, refusing past the limit. */
  async function save(memberId: number, values: Parameters<typeof repo.insertGarment>[1]) {
    const id = await db.transaction(async (tx) => {
      await repo.lockGarments(tx, memberId);
      if ((await repo.countGarments(tx, memberId)) >= MEASURE_RULES.maxGarments) {
        throw conflict(measureMessages.garmentsFull);
      }
      return repo.insertGarment(tx, values);
    });
    return toGarment((await repo.findGarment(db, id))!);
  }

  return {
    /** The member's garments, and the bought products with 실측 they could save in one tap. */
    async list(memberId: number): Promise<Garments> {
      const [rows, kept] = await Promise.all([
        repo.listGarments(db, memberId),
        lines.keptLines(memberId),
      ]);
      const tables = await items.measurementsOf([...new Set(kept.map((l) => l.itemId))]);
      const saved = new Set(rows.map((g) => `${g.itemId}:${g.size}`));
      const candidates: GarmentCandidate[] = [];
      for (const line of kept) {
        const size = optionLabelParts(line.optionLabel).size;
        const table = tables.get(line.itemId);
        if (!size || !table?.rows.some((r) => r.size === size)) continue;
        const key = `${line.itemId}:${size}`;
        if (saved.has(key)) continue;
        saved.add(key);
        candidates.push({
          order_line_id: line.orderLineId,
          item_id: line.itemId,
          item_name: line.itemName,
          option_label: line.optionLabel,
          size,
          template: table.template,
          image_url: line.imageUrl,
        });
      }
      return { garments: rows.map(toGarment), candidates };
    },

    create: (memberId: number, input: GarmentInput) =>
      save(memberId, {
        memberId,
        name: input.name,
        template: input.template,
        values: ownFields(input),
      }),

    /** Saves the 실측 of the size bought on one of the member's kept lines. */
    async fromOrder(memberId: number, orderLineId: number): Promise<Garment> {
      const line = await lines.kept(memberId, orderLineId, lineRefusals);
      const size = optionLabelParts(line.optionLabel).size;
      const table = (await items.measurementsOf([line.itemId])).get(line.itemId);
      const row = table?.rows.find((r) => r.size === size);
      if (!table || !row || !size) throw conflict(measureMessages.noMeasurements);
      return save(memberId, {
        memberId,
        name: `${line.itemName} ${size}`.slice(0, MEASURE_RULES.garmentNameMax),
        template: table.template,
        values: row.values,
        itemId: line.itemId,
        size,
      });
    },

    async remove(memberId: number, id: number): Promise<void> {
      if (!(await repo.deleteGarment(db, memberId, id))) {
        throw notFound(measureMessages.garmentNotFound);
      }
    },

    /** 회원 탈퇴: the measurements go with the profile. */
    forget: (tx: Executor, memberId: number) => repo.deleteAllOf(tx, memberId),
  };
}

export type FitService = ReturnType<typeof createFitService>;
