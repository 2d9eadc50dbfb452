import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { memoValidatorCompiler } from './memo-validator';

const query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  color: z.array(z.string()).default([]),
});

function compile(method: string, httpPart: string, schema: ZodType = query) {
  const route = { schema, method, url: '/x', httpPart } as Parameters<
    typeof memoValidatorCompiler
  >[0];
  return memoValidatorCompiler(route) as (data: unknown) => { value?: unknown; error?: unknown };
}

describe('memoValidatorCompiler', () => {
  it("keeps a read's parsed query: the same input gives the same frozen value", () => {
    const validate = compile('GET', 'querystring');
    const first = validate({ page: '2' });
    expect(first.value).toEqual({ page: 2, color: [] });
    expect(validate({ page: '2' }).value).toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(Object.isFrozen((first.value as { color: string[] }).color)).toBe(true);
    expect(validate({ page: '3' }).value).toEqual({ page: 3, color: [] });
  });

  it('parses a failure again each time and answers it as an error', () => {
    const validate = compile('GET', 'querystring');
    const first = validate({ page: '0' });
    expect(first.error).toBeDefined();
    expect(validate({ page: '0' }).error).not.toBe(first.error);
  });

  it('leaves bodies and writes unkept', () => {
    const body = compile('POST', 'body');
    const a = body({ page: '2' });
    expect(body({ page: '2' }).value).not.toBe(a.value);
    expect(Object.isFrozen(a.value)).toBe(false);
  });
});
