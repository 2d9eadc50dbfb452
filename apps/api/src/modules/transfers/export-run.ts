import {
  type ExportKind,
  exportRequestSchema,
  type FileFormat,
} from '@shop/contract/admin-transfers';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { seoulDate } from '../../lib/seoul-days';
import * as repo from './repo';
import { FILE_TYPES, type SheetContent, writeSheet } from './sheet-writer';

type Requested = z.output<typeof exportRequestSchema>;
type FilterOf<K extends ExportKind> = Extract<Requested, { kind: K; filter: unknown }>['filter'];

/** Where an export's rows come from: the orders and members exports, the catalog's sheet. */
export interface ExportSources {
  /** Refuses an order filter the order list would refuse, when the export is requested. */
  checkOrders(filter: FilterOf<'orders_export'>): void;
  orders(filter: FilterOf<'orders_export'>): Promise<SheetContent>;
  members(filter: FilterOf<'members_export'>): Promise<SheetContent>;
  catalog(): Promise<SheetContent>;
}

/** A finished file's name: the Korean one shown and saved, and a plain ASCII stand-in. */
const FILE_STEMS: Record<ExportKind, { name: string; ascii: string }> = {
  catalog_export: { name: '상품', ascii: 'products' },
  orders_export: { name: '주문', ascii: 'orders' },
  members_export: { name: '회원', ascii: 'members' },
};

export function exportFileName(kind: ExportKind, format: FileFormat, at: Date) {
  return `${FILE_STEMS[kind].name}-${seoulDate(at).replaceAll('-', '')}.${format}`;
}

/** The file name for clients that read only the plain `filename` of a download. */
export function asciiFileName(kind: string, fileName: string) {
  const stem = FILE_STEMS[kind as ExportKind];
  const named = stem ? fileName.replace(stem.name, stem.ascii) : fileName;
  return named.replace(/[^\w.-]/g, '_');
}

function contentOf(sources: ExportSources, run: repo.TransferRunRow): Promise<SheetContent> {
  const request = exportRequestSchema.parse({ kind: run.kind, filter: run.input });
  switch (request.kind) {
    case 'orders_export':
      return sources.orders(request.filter);
    case 'members_export':
      return sources.members(request.filter);
    case 'catalog_export':
      return sources.catalog();
  }
}

/**
 * Writes a claimed export's file: its rows read, written in its format with the progress saved
 * as rows are written, and the file kept on the run. Stops when the run is no longer its own.
 */
export async function runExport(
  db: Database,
  run: repo.TransferRunRow,
  sources: ExportSources,
  now: () => Date,
): Promise<'done' | 'lost'> {
  const content = await contentOf(sources, run);
  if (!(await repo.saveProgress(db, run.id, { total: content.rows.length }))) return 'lost';
  let lost = false;
  const file = await writeSheet(run.format, content, async (written) => {
    if (lost) return;
    lost = !(await repo.saveProgress(db, run.id, { processed: written }));
  });
  if (lost) return 'lost';
  const finishedAt = now();
  const done = await repo.moveRun(db, run.id, 'running', 'done', {
    file,
    fileName: exportFileName(run.kind as ExportKind, run.format, finishedAt),
    fileType: FILE_TYPES[run.format],
    processed: content.rows.length,
    input: [],
    finishedAt,
  });
  return done ? 'done' : 'lost';
}
