import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

const MAX_KEY_LENGTH = 300;
const MAX_ENTRIES = 1000;

const READS = new Set(['GET', 'HEAD']);
const SMALL_PARTS = new Set(['querystring', 'params']);

type Parsed = { value: unknown } | { error: FastifySchemaValidationError[] };
type Validate = (data: unknown) => Parsed;

function freezeShallow(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  for (const field of Object.values(value)) if (typeof field === 'object') Object.freeze(field);
  return Object.freeze(value);
}

/**
 * The zod validator, remembering the values it parsed from a read's query string and path
 * parameters: the same address parses the same way every time, and for the catalog's cached
 * answers parsing them again was a large share of the work. The values are frozen because
 * requests share them; a failure is not kept.
 */
export const memoValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route) as Validate;
  if (!READS.has(route.method) || !SMALL_PARTS.has(route.httpPart ?? '')) return validate;
  const parsed = new Map<string, Parsed>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    if (key === undefined || key.length > MAX_KEY_LENGTH) return validate(data);
    const known = parsed.get(key);
    if (known) return known;
    const result = validate(data);
    if ('value' in result) {
      freezeShallow(result.value);
      if (parsed.size >= MAX_ENTRIES) parsed.clear();
      parsed.set(key, result);
    }
    return result;
  };
};
