import { z } from 'zod';
import { idParamSchema, idSchema } from './input-rules';
import { labelledEnum } from './labelled-enum';
import { restockMessages, restockStatusLabels } from './restock-rules';
import { phoneNumberSchema } from './users';

export const restockStatuses = labelledEnum(restockStatusLabels);

/**
 * Asks to be told when an option comes back: a member by the token; a guest with a mobile
 * number and consent to its use for this.
 */
export const restockRequestSchema = z.object({
  option_id: idSchema,
  phone: phoneNumberSchema.optional(),
  consent: z.boolean().optional(),
});
export type RestockRequestBody = z.input<typeof restockRequestSchema>;

export const restockAlertSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  option_id: z.number().int(),
  option_label: z.string(),
  status: restockStatuses.schema,
  created_at: z.string(),
  expires_at: z.string(),
  sent_at: z.string().nullable(),
});
export type RestockAlert = z.infer<typeof restockAlertSchema>;
export const restockAlertListSchema = z.object({ alerts: z.array(restockAlertSchema) });
export type RestockAlertList = z.infer<typeof restockAlertListSchema>;
export const restockAlertParamsSchema = z.object({ id: idParamSchema });

/** The back office: waiting demand per option, a reorder signal. */
export const restockDemandSchema = z.object({
  options: z.array(
    z.object({
      item_id: z.number().int(),
      item_name: z.string(),
      option_id: z.number().int(),
      option_label: z.string(),
      stock: z.number().int(),
      waiting: z.number().int(),
      sent: z.number().int(),
      last_wave_at: z.string().nullable(),
    }),
  ),
});
export type RestockDemand = z.infer<typeof restockDemandSchema>;

export const restockWavesSchema = z.object({
  waves: z.array(
    z.object({
      id: z.number().int(),
      stock: z.number().int(),
      size: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type RestockWaves = z.infer<typeof restockWavesSchema>;
export const restockOptionParamsSchema = z.object({ option_id: idParamSchema });

export { restockMessages };
