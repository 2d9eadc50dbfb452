import { deliveryMessages } from '@shop/contract/delivery';
import type { OrderStartResponse } from '@shop/contract/orders';
import { orderDoneRequestSchema } from '@shop/contract/orders';
import { optionalEmailSchema } from '@shop/contract/users';
import { z } from 'zod';
import { addressFieldsSchema } from '../../shared/address/address';

/**
 * The order form: the recipient and address rules of the order contract, an optional e-mail for
 * the payment receipt, and the choice to keep the address in the member's address book.
 */
export const orderFormSchema = orderDoneRequestSchema
  .pick({ recipient_name: true, phone_num: true, requirements: true })
  .extend({
    ...addressFieldsSchema.shape,
    email: optionalEmailSchema,
    requirements: z.string().trim().max(200, deliveryMessages.tooLong(200)),
    save_delivery: z.boolean(),
    delivery_name: z.string().trim().max(30, deliveryMessages.tooLong(30)),
  })
  .superRefine((values, ctx) => {
    if (values.save_delivery && !values.delivery_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['delivery_name'],
        message: deliveryMessages.deliveryNameRequired,
      });
    }
  });

export type OrderFormInput = z.input<typeof orderFormSchema>;
export type OrderFormValues = z.output<typeof orderFormSchema>;

/** The form as the order starts: the member's default address as the server prefilled it. */
export function initialOrderForm(start: OrderStartResponse, email: string): OrderFormInput {
  return {
    recipient_name: start.recipientName,
    phone_num: start.phone_num,
    email,
    post_code: start.post_code,
    address: start.address,
    detail_address: start.detail_address,
    requirements: start.requirements,
    save_delivery: false,
    delivery_name: '',
  };
}
