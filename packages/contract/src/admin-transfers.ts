import { z } from 'zod';
import { memberExportQuerySchema, orderExportQuerySchema } from './admin-exports';
import { labelledEnum } from './labelled-enum';

/** Files brought in through the back office (checked first, then run as a background job). */
export const importKinds = labelledEnum({
  catalog_import: '상품 일괄 등록',
  cafe24_products: 'Cafe24 상품 가져오기',
  cafe24_members: 'Cafe24 회원 가져오기',
});
export type ImportKind = (typeof importKinds.values)[number];

/** Files written by a background job and downloaded when done. */
export const exportKinds = labelledEnum({
  catalog_export: '상품 내보내기',
  orders_export: '주문 내보내기',
  members_export: '회원 내보내기',
});
export type ExportKind = (typeof exportKinds.values)[number];

export const transferKinds = labelledEnum({ ...importKinds.labels, ...exportKinds.labels });
export type TransferKind = (typeof transferKinds.values)[number];

/**
 * checked: an import's dry run is ready and waits for the operator; queued → running → done or
 * failed; discarded: a checked import the operator dropped (or left for a day).
 */
export const transferStatuses = labelledEnum({
  checked: '검토 완료',
  queued: '대기 중',
  running: '진행 중',
  done: '완료',
  failed: '실패',
  discarded: '취소됨',
});
export type TransferStatus = (typeof transferStatuses.values)[number];

export const fileFormats = labelledEnum({ csv: 'CSV', xlsx: 'Excel (XLSX)' });
export type FileFormat = (typeof fileFormats.values)[number];

/** What a row of an import would do (dry run) or did (after the run). */
export const rowActions = labelledEnum({
  create: '새로 등록',
  update: '변경',
  unchanged: '변경 없음',
  error: '오류',
});
export type RowAction = (typeof rowActions.values)[number];

/** The largest file an import takes, and the most rows. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

/**
 * The shop's own product sheet (import and export alike): one line per option; the product's
 * columns repeat on each of its lines and are read from the first. `상품코드` identifies the
 * product: importing the same file again changes nothing.
 */
export const catalogSheetColumns = [
  '상품코드',
  '상품명',
  '판매가',
  '카테고리',
  '진열',
  '태그',
  '이미지 URL',
  '설명',
  '색상',
  '색상코드',
  '사이즈',
  '재고',
] as const;
export type CatalogSheetColumn = (typeof catalogSheetColumns)[number];

/** One row of an import's report: a product (or member) and what happens to it. */
export const transferRowSchema = z.object({
  /** The file's line number of the row's first line (the header is line 1). */
  line: z.number().int(),
  /** 상품코드, or a member's 아이디. */
  key: z.string(),
  /** 상품명, or a member's name masked. */
  label: z.string(),
  action: rowActions.schema,
  /** What is wrong, in Korean (only with `error`). */
  errors: z.array(z.string()),
  /** What changes, in words ('판매가 39,000원 → 42,000원'), for `update`. */
  changes: z.array(z.string()),
});
export type TransferRow = z.infer<typeof transferRowSchema>;

export const transferCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type TransferCounts = z.infer<typeof transferCountsSchema>;

export const transferSchema = z.object({
  id: z.number().int(),
  kind: transferKinds.schema,
  status: transferStatuses.schema,
  format: fileFormats.schema,
  /** The uploaded file's name (imports). */
  source_name: z.string().nullable(),
  /** Rows to go through, and how many are done (the progress bar). */
  total: z.number().int(),
  processed: z.number().int(),
  counts: transferCountsSchema,
  /** Why the run failed as a whole. */
  error: z.string().nullable(),
  /** The finished export's file name; download it from `/transfers/{id}/file`. */
  file_name: z.string().nullable(),
  actor: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** One transfer with its report rows (errors first, at most 1,000). */
export const transferDetailSchema = transferSchema.extend({
  rows: z.array(transferRowSchema),
});
export type TransferDetail = z.infer<typeof transferDetailSchema>;

export const transferListSchema = z.object({ transfers: z.array(transferSchema) });
export type TransferList = z.infer<typeof transferListSchema>;

export const transferListQuerySchema = z.object({
  direction: z.enum(['import', 'export']).optional(),
});

export const transferIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Multipart fields of an upload, beside the file itself (`file`). */
export const importUploadFieldsSchema = z.object({ kind: importKinds.schema });

export const exportRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('catalog_export'), format: fileFormats.schema.default('xlsx') }),
  z.object({
    kind: z.literal('orders_export'),
    format: fileFormats.schema.default('csv'),
    filter: orderExportQuerySchema.prefault({}),
  }),
  z.object({
    kind: z.literal('members_export'),
    format: fileFormats.schema.default('csv'),
    filter: memberExportQuerySchema.prefault({}),
  }),
]);
export type ExportRequest = z.input<typeof exportRequestSchema>;

export const transferLabels = {
  title: '가져오기·내보내기',
  upload: '파일 올리기',
  dryRun: '미리 확인',
  start: '가져오기 실행',
  discard: '취소',
  download: '내려받기',
  template: '양식 내려받기',
  progress: '진행률',
} as const;
