import {
  type RefundAccount,
  type RefundAccountInput,
  refundAccountSchema,
} from '@shop/contract/virtual-accounts';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/errors';
import { useSchemaForm } from '../forms/use-schema-form';

export type RefundAccountForm = UseFormReturn<RefundAccountInput, unknown, RefundAccount>;

const fields = ['bank', 'account_number', 'holder_name'] as const;
type AccountField = (typeof fields)[number];
const isAccountField = (key: unknown): key is AccountField => fields.includes(key as AccountField);

/** The refund account's form, checked by the contract's schema as the shopper types. */
export function useRefundAccountForm(): RefundAccountForm {
  return useSchemaForm(refundAccountSchema, { bank: '', account_number: '', holder_name: '' }).form;
}

/** The refusal is about the refund account: a 422 naming `refund_account` (or one of its fields). */
export const namesRefundAccount = (error: unknown) =>
  error instanceof ApiError &&
  Array.isArray(error.detail) &&
  error.detail.some((d) => d.loc.includes('refund_account'));

/**
 * Shows a refusal of a cancel or refund sent with an account: a 422's messages about one of its
 * fields go under that field, the rest (the account missing, the bank's refusal) comes back to be
 * shown beside the fields.
 */
export function showAccountRefusal(form: RefundAccountForm, error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.detail)) {
    return error instanceof Error ? error.message : undefined;
  }
  const rest: string[] = [];
  for (const problem of error.detail) {
    const field = problem.loc[problem.loc.indexOf('refund_account') + 1];
    if (problem.loc.includes('refund_account') && isAccountField(field)) {
      form.setError(field, { type: 'server', message: problem.msg });
    } else {
      rest.push(problem.msg);
    }
  }
  return rest.length ? rest.join(' ') : undefined;
}
