import { type ClaimReason, claimMessages, claimReasonLabels } from '@shop/contract/claim-rules';
import { type ClaimRequest, claimFields, pickupSchema } from '@shop/contract/claims';
import type { Order } from '@shop/contract/orders';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../shared/api/errors';
import { claimText } from './claim-text';

const reasons = Object.keys(claimReasonLabels);
export const isReason = (value: string): value is ClaimReason => reasons.includes(value);

/**
 * The dialog's form: one quantity (0 for none) and wanted option per order line, and the pickup
 * address flat, as the shared address fields expect it; sent as the contract's ClaimRequest.
 * The reason is '' until one is picked.
 */
export const claimFormSchema = z
  .object({
    kind: claimFields.kind,
    reason: z.string().refine(isReason, { error: claimText.reasonRequired }),
    detail: claimFields.detail,
    lines: z.array(
      z.object({
        line_id: z.number().int(),
        quantity: z.number().int().min(0),
        exchange_option_id: z.string(),
      }),
    ),
    ...pickupSchema.shape,
  })
  .superRefine((claim, ctx) => {
    if (!claim.lines.some((line) => line.quantity > 0)) {
      ctx.addIssue({ code: 'custom', message: claimMessages.linesRequired, path: ['lines'] });
    }
    if (claim.kind !== 'EXCHANGE') return;
    claim.lines.forEach((line, i) => {
      if (line.quantity > 0 && !line.exchange_option_id) {
        ctx.addIssue({
          code: 'custom',
          message: claimMessages.exchangeOptionRequired,
          path: ['lines', i, 'exchange_option_id'],
        });
      }
    });
  })
  .transform(
    (claim): ClaimRequest => ({
      kind: claim.kind,
      reason: claim.reason as ClaimReason,
      detail: claim.detail,
      lines: claim.lines
        .filter((line) => line.quantity > 0)
        .map(({ line_id, quantity, exchange_option_id }) =>
          claim.kind === 'EXCHANGE'
            ? { line_id, quantity, exchange_option_id: Number(exchange_option_id) }
            : { line_id, quantity },
        ),
      pickup: {
        recipient_name: claim.recipient_name,
        phone_num: claim.phone_num,
        post_code: claim.post_code,
        address: claim.address,
        detail_address: claim.detail_address,
      },
    }),
  );

export type ClaimFormInput = z.input<typeof claimFormSchema>;
export type ClaimForm = UseFormReturn<ClaimFormInput, unknown, ClaimRequest>;

/** Nothing chosen yet; the pickup where the order was delivered. */
export const claimFormDefaults = (order: Order): ClaimFormInput => ({
  kind: 'RETURN',
  reason: '',
  detail: '',
  lines: order.items.map((line) => ({
    line_id: line.line_id,
    quantity: 0,
    exchange_option_id: '',
  })),
  recipient_name: order.recipient_name,
  phone_num: order.phone_num,
  post_code: order.post_code,
  address: order.address,
  detail_address: order.detail_address,
});

const pickupFields = [
  'recipient_name',
  'phone_num',
  'post_code',
  'address',
  'detail_address',
] as const;
type PickupField = (typeof pickupFields)[number];
const isPickupField = (key: unknown): key is PickupField =>
  pickupFields.includes(key as PickupField);

/**
 * A refusal of the request: a 422's messages about a pickup field go under that field, the rest
 * (units over what is left, the window closed, an option that cannot be had) come back to be
 * shown above the buttons.
 */
export function showClaimRefusal(form: ClaimForm, error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.detail)) {
    return error instanceof Error ? error.message : undefined;
  }
  const rest: string[] = [];
  for (const problem of error.detail) {
    const field = problem.loc[problem.loc.indexOf('pickup') + 1];
    if (problem.loc.includes('pickup') && isPickupField(field)) {
      form.setError(field, { type: 'server', message: problem.msg }, { shouldFocus: true });
    } else {
      rest.push(problem.msg);
    }
  }
  return rest.length ? rest.join(' ') : undefined;
}
