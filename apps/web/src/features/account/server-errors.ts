import { userMessages } from '@shop/contract/users';
import { ApiError } from '../../shared/api/errors';
import { accountText } from './messages';
import type { CheckField } from './schemas';

/** A message for one form field, from a 409 `{detail}` or an item of a 422 list. */
export interface FieldProblem<F extends string> {
  field: F;
  message: string;
  /** Set when the server said a value is taken (409). */
  taken?: CheckField;
}

/** The server's 409 names the field in its Korean message ('이미 사용 중인 아이디입니다.'). */
function conflictField(message: string): CheckField | undefined {
  const fields = Object.keys(accountText.conflictWords) as CheckField[];
  return fields.find((field) => message.includes(accountText.conflictWords[field]));
}

/** The API's field names → the fields every account form names the same (sign-up, edit). */
export const sharedServerFields = {
  password: 'password',
  nickname: 'nickname',
  phone_num: 'phoneMiddle',
  email: 'emailLocal',
} as const;

/**
 * Sorts a failed save into messages for fields (by the API's field names, mapped through
 * `fields`) and the one message for the toast.
 */
export function explainSaveError<F extends string>(
  error: unknown,
  fields: Partial<Record<string, F>>,
): { problems: FieldProblem<F>[]; message: string } {
  if (!(error instanceof ApiError)) return { problems: [], message: accountText.unknownError };
  const problems: FieldProblem<F>[] = [];
  if (error.status === 409 && typeof error.detail === 'string') {
    const taken = conflictField(error.detail);
    const field = taken && fields[taken];
    if (taken && field) problems.push({ field, message: error.detail, taken });
  } else if (Array.isArray(error.detail)) {
    for (const item of error.detail) {
      const field = fields[String(item.loc[item.loc.length - 1])];
      if (field && !problems.some((p) => p.field === field)) {
        problems.push({ field, message: item.msg });
      }
    }
  }
  return { problems, message: error.message };
}

/**
 * docs/api.md#error-messages for find ID and find password: a 422 list whose email item is the invalid-email one
 * means the domain is wrong; other lists are joined with commas; a plain string is shown as it
 * is; anything else is an unknown error. A call that never got an answer gets `failed`.
 */
export function findErrorMessage(error: unknown, failed: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return failed;
  const { detail } = error;
  if (Array.isArray(detail)) {
    const invalidEmail = detail.some(
      (item) => item.loc[item.loc.length - 1] === 'email' && item.msg === userMessages.emailInvalid,
    );
    if (invalidEmail) return accountText.find.invalidDomain;
    const joined = detail
      .map((item) => item.msg)
      .filter(Boolean)
      .join(', ');
    return joined || accountText.unknownError;
  }
  if (typeof detail === 'string' && detail) return detail;
  return accountText.unknownError;
}
