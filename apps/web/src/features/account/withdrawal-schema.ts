import {
  type WithdrawalPreview,
  withdrawalMessages,
  withdrawalRequestSchema,
} from '@shop/contract/withdrawal';
import { z } from 'zod';

/** The withdrawal form as typed: the reason is '' until one is chosen. */
export interface WithdrawalFormInput {
  password: string;
  agree: boolean;
  reason: string;
}

/** The body before the contract's check: `agree` is still any boolean. */
type Sent = { password?: string | undefined; agree: boolean; reason?: string | undefined };

const formFields = z.object({ password: z.string(), agree: z.boolean(), reason: z.string() });

/**
 * The form's values as the request body, checked by the contract's rules; a member with a
 * password must type it, a Kakao/Naver-only member sends none.
 */
export function withdrawalFormSchema(confirmWith: WithdrawalPreview['confirm_with']) {
  const withPassword = confirmWith === 'password';
  const request = withdrawalRequestSchema.extend({
    password: withPassword
      ? z.string().min(1, withdrawalMessages.passwordRequired).max(128)
      : withdrawalRequestSchema.shape.password,
  });
  return formFields
    .transform(
      ({ password, agree, reason }): Sent => ({
        password: withPassword ? password : undefined,
        agree,
        reason: reason || undefined,
      }),
    )
    .pipe(request);
}

export const emptyWithdrawalForm: WithdrawalFormInput = { password: '', agree: false, reason: '' };
