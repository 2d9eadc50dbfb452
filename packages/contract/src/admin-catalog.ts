import { z } from 'zod';
import { adminPageQuerySchema, adminPageSchema, adminSearchSchema } from './admin';
import { dropMessages } from './drops';
import { timestampFields } from './fields';
import { idParamSchema, idSchema } from './input-rules';
import { keyValueMapSchema } from './items';
import { labelledEnum } from './labelled-enum';
import { measureTableSchema, measureTemplateSchema } from './measurements';
import { orderActors } from './order-states';
import { requiredText } from './users';

export const adminItemMessages = {
  notFound: '상품을 찾을 수 없습니다.',
  nameRequired: '상품명을 입력해주세요.',
  nameTooLong: '상품명은 100자 이하로 입력해주세요.',
  priceInvalid: '가격은 0원 이상의 정수로 입력해주세요.',
  optionsRequired: '옵션을 하나 이상 입력해주세요.',
  optionLabelRequired: '옵션명을 입력해주세요.',
  optionLabelDuplicate: (label: string) => `옵션명 "${label}"이(가) 중복되었습니다.`,
  stockInvalid: '재고는 0 이상의 정수로 입력해주세요.',
  optionNotFound: '이 상품의 옵션이 아닙니다.',
  optionInUse: (label: string) =>
    `주문 내역이 있는 옵션(${label})은 삭제할 수 없습니다. 재고를 0으로 바꿔주세요.`,
  unknownImage: '이 상품의 이미지가 아닙니다.',
  noImages: '올릴 이미지를 선택해주세요.',
  tooManyImages: (max: number) => `상품 이미지는 ${max}장까지 등록할 수 있습니다.`,
  hidden: '상품을 숨겼습니다. 쇼핑몰에 노출되지 않습니다.',
  shown: '상품을 다시 노출합니다.',
  codeInvalid: '상품코드는 영문, 숫자, -, _ 로 40자 이하로 입력해주세요.',
  codeTaken: '이미 쓰고 있는 상품코드입니다.',
} as const;

/** 상품코드: the operator's own key of a product (bulk imports find products by it). */
export const ITEM_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const itemCodeSchema = z
  .string()
  .trim()
  .regex(ITEM_CODE_PATTERN, adminItemMessages.codeInvalid);

/** The most images one product keeps. */
export const ITEM_MAX_IMAGES = 10;

export const itemVisibilities = labelledEnum({
  all: '전체',
  visible: '판매중',
  hidden: '숨김',
});

export const adminItemListQuerySchema = adminPageQuerySchema.extend({
  /** Words as the shop's search reads them (초성, synonyms, spaces ignored), the item id or 상품코드. */
  q: adminSearchSchema,
  visibility: itemVisibilities.schema.default('all'),
  /** Products in this category (or its children). */
  category_id: idParamSchema.optional(),
});
export type AdminItemListQuery = z.input<typeof adminItemListQuerySchema>;

export const adminItemRowSchema = z.object({
  item_id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  price: z.number().int(),
  /** The first image, for the list's thumbnail. */
  image_url: z.string().nullable(),
  is_hidden: z.boolean(),
  option_count: z.number().int(),
  total_stock: z.number().int(),
  /** The fewest units any option has left. */
  min_stock: z.number().int(),
  ...timestampFields,
});
export type AdminItemRow = z.infer<typeof adminItemRowSchema>;
export const adminItemListSchema = adminPageSchema.extend({ items: z.array(adminItemRowSchema) });
export type AdminItemList = z.infer<typeof adminItemListSchema>;

export const adminItemOptionSchema = z.object({
  option_id: z.number().int(),
  label: z.string(),
  stock: z.number().int(),
  /** Units of this option in orders of any status: while above 0 the option cannot be removed. */
  ordered_quantity: z.number().int(),
});
export type AdminItemOption = z.infer<typeof adminItemOptionSchema>;

export const adminItemSchema = z.object({
  item_id: z.number().int(),
  /** 상품코드; null when the product has none. */
  code: z.string().nullable(),
  name: z.string(),
  price: z.number().int(),
  description: z.string(),
  details: keyValueMapSchema,
  fit_sizing: keyValueMapSchema,
  fabric: keyValueMapSchema,
  /** In the order shown; the first is the product card's. */
  image_urls: z.array(z.string()),
  options: z.array(adminItemOptionSchema),
  is_hidden: z.boolean(),
  /** ISO instant the item opens for sale; null = on sale. */
  sale_starts_at: z.string().nullable(),
  max_per_member: z.number().int().nullable(),
  category_ids: z.array(z.number().int()),
  tags: z.array(z.string()),
  /** 실측 사이즈 as saved (rows of sizes since removed are kept, not shown in the shop). */
  measurements: measureTableSchema.nullable(),
  /** The options' sizes, in order: the rows the 실측 table may have. */
  sizes: z.array(z.string()),
  /** The template its categories give, for a product without a table yet. */
  suggested_template: measureTemplateSchema.nullable(),
  ...timestampFields,
});
export type AdminItem = z.infer<typeof adminItemSchema>;

const stockSchema = z
  .number({ error: adminItemMessages.stockInvalid })
  .int(adminItemMessages.stockInvalid)
  .min(0, adminItemMessages.stockInvalid)
  .max(1_000_000, adminItemMessages.stockInvalid);

/** One option of the form: an existing one keeps its `option_id`; a new one has none. */
export const adminItemOptionInputSchema = z.object({
  option_id: idSchema.optional(),
  label: requiredText(adminItemMessages.optionLabelRequired, 50),
  stock: stockSchema,
});
export type AdminItemOptionInput = z.input<typeof adminItemOptionInputSchema>;

/**
 * The product form. On update the options listed are the options kept, in this order; an
 * existing option left out is removed (refused when orders reference it).
 */
export const adminItemRequestSchema = z
  .object({
    /** 상품코드, unique; empty or null: none. Left out, an update keeps the current one. */
    code: z
      .string()
      .trim()
      .transform((value) => value || null)
      .pipe(itemCodeSchema.nullable())
      .nullable()
      .optional(),
    name: requiredText(adminItemMessages.nameRequired, 100, adminItemMessages.nameTooLong),
    price: z
      .number({ error: adminItemMessages.priceInvalid })
      .int(adminItemMessages.priceInvalid)
      .min(0, adminItemMessages.priceInvalid)
      .max(100_000_000, adminItemMessages.priceInvalid),
    description: z.string().trim().max(5000).default(''),
    details: keyValueMapSchema.default({}),
    fit_sizing: keyValueMapSchema.default({}),
    fabric: keyValueMapSchema.default({}),
    options: z.array(adminItemOptionInputSchema).min(1, adminItemMessages.optionsRequired).max(100),
    is_hidden: z.boolean().default(false),
    /** ISO instant with its offset (the form sends Seoul time, +09:00); null = on sale now. */
    sale_starts_at: z.iso
      .datetime({ offset: true, error: dropMessages.saleStartsInvalid })
      .nullable()
      .default(null),
    max_per_member: z
      .number({ error: dropMessages.maxPerMemberInvalid })
      .int(dropMessages.maxPerMemberInvalid)
      .min(1, dropMessages.maxPerMemberInvalid)
      .max(1000, dropMessages.maxPerMemberInvalid)
      .nullable()
      .default(null),
    /** The categories it is listed in; left out, an update keeps the current ones. */
    category_ids: z.array(idSchema).max(20).optional(),
    /** Search words beside the name; left out, an update keeps the current ones. */
    tags: z.array(z.string().trim().min(1).max(30)).max(30).optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.options.forEach((option, index) => {
      if (seen.has(option.label)) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'label'],
          message: adminItemMessages.optionLabelDuplicate(option.label),
        });
      }
      seen.add(option.label);
    });
  });
export type AdminItemRequest = z.input<typeof adminItemRequestSchema>;

/** The 실측 table; null takes it off the product page. */
export const adminMeasurementsRequestSchema = z.object({
  measurements: measureTableSchema.nullable(),
});

export const adminItemVisibilityRequestSchema = z.object({ is_hidden: z.boolean() });

/** The images to keep, in the order to show them; images left out are removed. */
export const adminItemImagesRequestSchema = z.object({
  image_urls: z.array(z.string()).max(ITEM_MAX_IMAGES),
});

export const adminItemIdParamsSchema = z.object({ item_id: idParamSchema });

/** Sets one option's stock (the list's quick edit). */
export const adminStockRequestSchema = z.object({ stock: stockSchema });
export const adminOptionParamsSchema = adminItemIdParamsSchema.extend({
  option_id: idParamSchema,
});

/** Multipart field of `POST /v1/admin/items/{item_id}/images`: one or more image files. */
export const ITEM_IMAGE_FIELD = 'images';

/** Why an option's stock moved; every change of `item_options.stock` is one movement. */
export const stockReasons = labelledEnum({
  initial: '초기 재고',
  sale: '판매',
  cancel: '주문 취소',
  refund: '환불',
  return: '반품 입고',
  exchange: '교환 출고',
  exchange_release: '교환 취소 환원',
  admin_set: '관리자 수정',
  admin_create: '상품 등록',
  admin_import: '일괄 등록',
});
export type StockReason = z.infer<typeof stockReasons.schema>;

export const stockMovementSchema = z.object({
  movement_id: z.number().int(),
  option_id: z.number().int(),
  option_label: z.string(),
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: stockReasons.schema,
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  actor_type: orderActors.schema,
  actor_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
/** An item's stock movements, newest first. */
export const stockHistorySchema = z.object({ movements: z.array(stockMovementSchema) });
export type StockHistory = z.infer<typeof stockHistorySchema>;
