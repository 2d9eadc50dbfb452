import { z } from 'zod';
import { idParamSchema } from './input-rules';
import { optionalEmailSchema, recipientPhoneSchema, requiredString } from './users';

export const deliveryMessages = {
  deliveryNameRequired: '배송지 이름을 입력해주세요.',
  recipientRequired: '받는 분 이름을 입력해주세요.',
  postCodeFormat: '우편번호는 숫자 5자리입니다.',
  addressRequired: '주소를 입력해주세요.',
  tooLong: (max: number) => `${max}자 이하로 입력해주세요.`,
  notFound: '배송지를 찾을 수 없습니다.',
} as const;

const text = (max: number) => z.string().trim().max(max, deliveryMessages.tooLong(max));

export const deliveryInputSchema = z.object({
  delivery_name: requiredString(deliveryMessages.deliveryNameRequired)
    .trim()
    .max(30, deliveryMessages.tooLong(30)),
  name: requiredString(deliveryMessages.recipientRequired)
    .trim()
    .max(30, deliveryMessages.tooLong(30)),
  email: optionalEmailSchema.default(''),
  post_code: z.string().regex(/^\d{5}$/, deliveryMessages.postCodeFormat),
  address: requiredString(deliveryMessages.addressRequired)
    .trim()
    .max(200, deliveryMessages.tooLong(200)),
  detail_address: text(200).default(''),
  recipient_phone: recipientPhoneSchema,
  requirements: text(200).default(''),
  is_base_delivery: z.boolean().default(false),
});
export type DeliveryInput = z.input<typeof deliveryInputSchema>;

/** A saved address as the API answers it (a plain shape: answers are not re-validated). */
export const deliverySchema = z.object({
  delivery_id: z.number().int(),
  delivery_name: z.string(),
  name: z.string(),
  email: z.string(),
  post_code: z.string(),
  address: z.string(),
  detail_address: z.string(),
  recipient_phone: z.string(),
  requirements: z.string(),
  is_base_delivery: z.boolean(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = z.object({ delivery_list: z.array(deliverySchema) });
export const deliveryIdParamsSchema = z.object({ delivery_id: idParamSchema });
