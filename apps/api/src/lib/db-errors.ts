import { inputMessages } from '@shop/contract/input-rules';
import { badRequest, conflict, type HttpError, notFound } from './errors';

/** What node-postgres and PGlite both put on the error a statement fails with. */
export interface DatabaseErrorFields {
  code: string;
  severity: string;
  message: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** Whether `value` is the driver's own error of a failed statement (it carries a SQLSTATE). */
export function isDriverError(value: unknown): value is DatabaseErrorFields {
  if (!value || typeof value !== 'object') return false;
  const { code, severity } = value as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/**
 * The driver's error of a failed statement (pg's DatabaseError or PGlite's), found under
 * Drizzle's `DrizzleQueryError` wrapper through `cause`; undefined for any other error.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    if (isDriverError(e)) return e;
  }
  return undefined;
}

/** The constraint a unique violation (SQLSTATE 23505) broke, seen through Drizzle's wrapper. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = databaseErrorOf(error);
  if (found?.code !== '23505') return undefined;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

export const databaseInputMessages = {
  outOfRange: '숫자가 허용된 범위를 벗어났습니다.',
  badFormat: '값의 형식이 올바르지 않습니다.',
  tooLong: '입력한 값이 너무 깁니다.',
  missingReference: '요청에 포함된 항목을 찾을 수 없습니다.',
  stillReferenced: '다른 데이터가 사용하고 있어 처리할 수 없습니다.',
} as const;

/**
 * The client error behind a statement the database refused because of the input: text it cannot
 * store, a number out of range, a value too long, a reference to nothing. The request schemas
 * refuse such input first, naming the field (422); this is the net under them, for a value no
 * schema caught, so it answers a plain 400 (or 404/409 for references). Undefined otherwise.
 */
export function clientErrorOfDatabase(error: unknown): HttpError | undefined {
  const found = databaseErrorOf(error);
  switch (found?.code) {
    case '22021': // character_not_in_repertoire
    case '22P05': // untranslatable_character
      return badRequest(inputMessages.forbiddenCharacter);
    case '22003': // numeric_value_out_of_range
      return badRequest(databaseInputMessages.outOfRange);
    case '22P02': // invalid_text_representation
      return badRequest(databaseInputMessages.badFormat);
    case '22001': // string_data_right_truncation
      return badRequest(databaseInputMessages.tooLong);
    case '23503': // foreign_key_violation: a new row points at nothing, or a row is still in use
      return /^insert or update/.test(found.message)
        ? notFound(databaseInputMessages.missingReference)
        : conflict(databaseInputMessages.stillReferenced);
    default:
      return undefined;
  }
}
