import { z } from 'zod';
import { idParamSchema, idSchema } from './input-rules';
import {
  MEASURE_RULES,
  MEASURE_TEMPLATE_KEYS,
  type MeasureField,
  type MeasureTemplate,
  measureFieldLabels,
  measureMessages,
} from './measure-rules';

const FIELDS = Object.keys(measureFieldLabels) as [MeasureField, ...MeasureField[]];

export const measureTemplateSchema = z.enum(
  MEASURE_TEMPLATE_KEYS as [MeasureTemplate, ...MeasureTemplate[]],
  { error: measureMessages.templateInvalid },
);

const centimetres = z
  .number({ error: measureMessages.valueInvalid })
  .min(MEASURE_RULES.min, measureMessages.valueInvalid)
  .max(MEASURE_RULES.max, measureMessages.valueInvalid)
  .refine((n) => Number.isInteger(n * 2), measureMessages.valueInvalid);

/** One size's (or one garment's) measurements: field → cm; unknown fields left out. */
export const measuresSchema = z.partialRecord(z.enum(FIELDS), centimetres);

export const measureTableSchema = z.object({
  template: measureTemplateSchema,
  rows: z
    .array(z.object({ size: z.string().trim().min(1).max(20), values: measuresSchema }))
    .max(20),
});
export type MeasureTableBody = z.infer<typeof measureTableSchema>;

/** A garment the member owns: typed in, or saved from a product bought here. */
export const garmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  template: measureTemplateSchema,
  values: measuresSchema,
  /** Saved from an order: the product and the size bought. */
  item_id: z.number().int().nullable(),
  size: z.string().nullable(),
  created_at: z.string(),
});
export type Garment = z.infer<typeof garmentSchema>;

/** A bought line whose product has measurements for the size bought: one tap saves it. */
export const garmentCandidateSchema = z.object({
  order_line_id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  option_label: z.string(),
  size: z.string(),
  template: measureTemplateSchema,
  image_url: z.string().nullable(),
});
export type GarmentCandidate = z.infer<typeof garmentCandidateSchema>;

export const garmentsSchema = z.object({
  garments: z.array(garmentSchema),
  candidates: z.array(garmentCandidateSchema),
});
export type Garments = z.infer<typeof garmentsSchema>;

export const garmentCreateSchema = z.object({
  name: z
    .string({ error: measureMessages.garmentNameRequired })
    .trim()
    .min(1, measureMessages.garmentNameRequired)
    .max(MEASURE_RULES.garmentNameMax),
  template: measureTemplateSchema,
  values: measuresSchema.refine(
    (values) => Object.keys(values).length > 0,
    measureMessages.garmentValuesRequired,
  ),
});
export type GarmentCreate = z.input<typeof garmentCreateSchema>;

export const garmentFromOrderSchema = z.object({ order_line_id: idSchema });
export const garmentIdParamsSchema = z.object({ id: idParamSchema });
