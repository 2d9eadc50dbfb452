import { z } from 'zod';
import { idParamSchema, idSchema } from './input-rules';
import { measureTemplateSchema } from './measurements';
import { requiredText } from './users';

export const adminCategoryMessages = {
  notFound: '카테고리를 찾을 수 없습니다.',
  nameRequired: '카테고리 이름을 입력해주세요.',
  slugInvalid: '주소는 영문 소문자, 숫자, 하이픈(-)으로 40자 이하로 입력해주세요.',
  slugTaken: '이미 쓰고 있는 주소입니다.',
  twoLevelsOnly: '하위 카테고리 아래에는 카테고리를 만들 수 없습니다.',
  reorderMismatch: '같은 단계의 카테고리를 모두 한 번씩 보내주세요.',
  hasChildren: '하위 카테고리가 있는 카테고리는 삭제할 수 없습니다.',
  notEmpty: (count: number) => `상품 ${count}개가 이 카테고리에 있어 삭제할 수 없습니다.`,
  synonymNotFound: '동의어를 찾을 수 없습니다.',
  termRequired: '검색어를 입력해주세요.',
  synonymsRequired: '동의어를 하나 이상 입력해주세요.',
  termTaken: '이미 등록된 검색어입니다.',
} as const;

export const adminCategoryRowSchema = z.object({
  category_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  slug: z.string(),
  position: z.number().int(),
  is_hidden: z.boolean(),
  /** The 실측 template its products start from (a child without one takes its parent's). */
  measure_template: measureTemplateSchema.nullable(),
  /** Products listed directly in this category. */
  product_count: z.number().int(),
});
export type AdminCategoryRow = z.infer<typeof adminCategoryRowSchema>;
export const adminCategoryNodeSchema = adminCategoryRowSchema.extend({
  children: z.array(adminCategoryRowSchema),
});
export type AdminCategoryNode = z.infer<typeof adminCategoryNodeSchema>;
/** The whole tree, hidden categories too, in display order. */
export const adminCategoryListSchema = z.object({ categories: z.array(adminCategoryNodeSchema) });
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

export const categorySlugSchema = z
  .string({ error: adminCategoryMessages.slugInvalid })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, adminCategoryMessages.slugInvalid)
  .refine((s) => !/^\d+$/.test(s), adminCategoryMessages.slugInvalid);

/** Rename, change the address of, hide or show a category. */
export const adminCategoryRequestSchema = z.object({
  name: requiredText(adminCategoryMessages.nameRequired, 30),
  slug: categorySlugSchema,
  is_hidden: z.boolean().default(false),
  /** Left out, an update keeps the current one; null clears it. */
  measure_template: measureTemplateSchema.nullable().optional(),
});
export type AdminCategoryRequest = z.output<typeof adminCategoryRequestSchema>;
export const adminCategoryCreateSchema = adminCategoryRequestSchema.extend({
  /** The top category it goes under; null (or left out) makes a top category. */
  parent_id: idSchema.nullable().default(null),
});
export type AdminCategoryCreate = z.input<typeof adminCategoryCreateSchema>;

/** The siblings of one parent (null: the top categories), in their new order. */
export const adminCategoryOrderSchema = z.object({
  parent_id: idSchema.nullable(),
  category_ids: z.array(idSchema).min(1).max(200),
});
export const adminCategoryIdParamsSchema = z.object({ category_id: idParamSchema });

const word = z.string().trim().min(1).max(30);
export const synonymSchema = z.object({
  synonym_id: z.number().int(),
  term: z.string(),
  synonyms: z.array(z.string()),
});
export type Synonym = z.infer<typeof synonymSchema>;
export const synonymListSchema = z.object({ synonyms: z.array(synonymSchema) });
export type SynonymList = z.infer<typeof synonymListSchema>;
/** A word and the words that find the same products ('니트' ↔ 'knit', '스웨터'). */
export const synonymRequestSchema = z.object({
  term: requiredText(adminCategoryMessages.termRequired, 30),
  synonyms: z.array(word).min(1, adminCategoryMessages.synonymsRequired).max(20),
});
export type SynonymRequest = z.input<typeof synonymRequestSchema>;
export const synonymIdParamsSchema = z.object({ synonym_id: idParamSchema });
