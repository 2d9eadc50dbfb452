import { z } from 'zod';
import { checkOptions, claimFields } from './claims';
import { guestOrderMessages, guestPrivacyConsent } from './guest-order-messages';
import { idSchema } from './input-rules';
import { orderDoneRequestSchema, orderSchema } from './orders';
import { emailSchema, nameSchema, phoneNumberSchema, requiredString } from './users';
import { cashReceiptRequestSchema, orderCancelRequestSchema } from './virtual-accounts';

export { guestOrderMessages, guestPrivacyConsent };

const t = guestOrderMessages;

export const guestOrderPasswordSchema = requiredString(t.passwordRequired)
  .min(4, t.passwordRule)
  .max(20, t.passwordRule);

/** The order sheet of a guest: the member's fields but a coupon, plus the orderer and consent. */
export const guestOrderDoneRequestSchema = orderDoneRequestSchema
  .omit({ apply_coupon_id: true })
  .extend({
    orderer_name: nameSchema,
    /** A mobile number (010): the order's messages go to it. */
    orderer_phone: phoneNumberSchema,
    orderer_email: emailSchema,
    order_password: guestOrderPasswordSchema,
    privacy_consent: z.literal(true, { error: t.consentRequired }),
  });
export type GuestOrderDoneRequest = z.input<typeof guestOrderDoneRequestSchema>;

/** 비회원 주문조회: the order number, the orderer's name or mobile, and the order password. */
export const guestOrderLookupRequestSchema = z.object({
  order_number: requiredString(t.orderNumberRequired).trim().max(64),
  orderer: requiredString(t.ordererRequired).trim().max(30),
  order_password: requiredString(t.passwordRequired).max(20),
});
export type GuestOrderLookupRequest = z.input<typeof guestOrderLookupRequestSchema>;

/** A guest's order as its lookup shows it: the order and who ordered it. */
export const guestOrderSchema = orderSchema.extend({
  orderer_name: z.string(),
  orderer_phone: z.string(),
  orderer_email: z.string(),
});
export type GuestOrder = z.infer<typeof guestOrderSchema>;

/** 비회원 주문 취소: the lookup's answers, and the refund account where a deposit must go back. */
export const guestOrderCancelRequestSchema = guestOrderLookupRequestSchema.extend(
  orderCancelRequestSchema.shape,
);
export type GuestOrderCancelRequest = z.input<typeof guestOrderCancelRequestSchema>;

/** A guest's cash-receipt request: the lookup's answers and the receipt's. */
export const guestCashReceiptRequestSchema =
  guestOrderLookupRequestSchema.and(cashReceiptRequestSchema);
export type GuestCashReceiptRequest = z.input<typeof guestCashReceiptRequestSchema>;

/** 교환·반품 신청 of a guest's order: the lookup's answers and the claim's. */
export const guestClaimRequestSchema = guestOrderLookupRequestSchema
  .extend(claimFields)
  .superRefine(checkOptions);
export type GuestClaimRequest = z.input<typeof guestClaimRequestSchema>;

export const guestClaimWithdrawSchema = guestOrderLookupRequestSchema.extend({
  claim_id: idSchema,
});
export type GuestClaimWithdraw = z.input<typeof guestClaimWithdrawSchema>;
