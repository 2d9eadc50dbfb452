import { z } from 'zod';

/**
 * `GET /v1/config/checkout`: what the storefront needs to load the Toss payment widget and the
 * postcode search. Pass `toss_sdk_url` as `loadTossPayments(toss_client_key, { src: toss_sdk_url })`;
 * in sandbox mode it is the shop's own fake SDK, whose payment window only simulates a payment.
 */
export const checkoutConfigSchema = z.object({
  toss_client_key: z.string(),
  toss_sdk_url: z.string(),
  sandbox: z.boolean(),
  /**
   * The Kakao postcode script (or the shop's local stand-in with the same interface). Empty when
   * the address search is turned off: the address is then typed by hand.
   */
  postcode_script_url: z.string(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;
