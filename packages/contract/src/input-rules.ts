import { z } from 'zod';

/** Rules every request value meets, whatever the field. */
export const inputMessages = {
  forbiddenCharacter: '허용되지 않는 문자가 포함되어 있습니다.',
  invalidId: '올바른 번호가 아닙니다.',
} as const;

/** The largest PostgreSQL `integer`: every id of the shop is one. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a positive integer the database can hold. */
export const idSchema = z
  .number({ error: inputMessages.invalidId })
  .int(inputMessages.invalidId)
  .positive(inputMessages.invalidId)
  .max(MAX_ID, inputMessages.invalidId);

/** An id in a path or a query string, where it arrives as text. */
export const idParamSchema = z.coerce
  .number({ error: inputMessages.invalidId })
  .int(inputMessages.invalidId)
  .positive(inputMessages.invalidId)
  .max(MAX_ID, inputMessages.invalidId);

/** U+0000: PostgreSQL text cannot hold it, and no field of the shop has a use for it. */
const NUL = '\u0000';

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit, last?: string): (string | number)[] {
  const at: (string | number)[] = last === undefined ? [] : [last];
  for (let v: Visit | undefined = visit; v?.key !== undefined; v = v.parent) at.unshift(v.key);
  return at;
}

/**
 * Where the first string (value or object key) holding a forbidden character sits in a JSON-like
 * value, as a path of keys and indexes; undefined when there is none. Walks without recursion, so
 * deeply nested input cannot overflow the stack.
 */
export function forbiddenTextAt(value: unknown): (string | number)[] | undefined {
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) {
        stack.push({ value: current[i], key: i, parent: visit });
      }
    } else if (current && typeof current === 'object') {
      for (const [key, v] of Object.entries(current)) {
        if (key.includes(NUL)) return pathOf(visit, key);
        stack.push({ value: v, key, parent: visit });
      }
    }
  }
  return undefined;
}
