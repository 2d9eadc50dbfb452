import { describe, expect, it } from 'vitest';
import { forbiddenTextAt, idParamSchema, idSchema, inputMessages, MAX_ID } from './input-rules';

describe('ids', () => {
  it('accept positive integers up to the largest database integer', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(MAX_ID)).toBe(2_147_483_647);
    expect(idParamSchema.parse('2147483647')).toBe(MAX_ID);
  });
  it('refuse what the database could not hold, with one Korean message', () => {
    for (const value of [0, -1, 1.5, 2 ** 31, 2 ** 63, '1', null]) {
      const result = idSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(inputMessages.invalidId);
    }
    for (const value of ['', '0', '-1', '2147483648', '9223372036854775808', 'abc', '1e3x']) {
      expect(idParamSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('forbidden characters', () => {
  it('finds a NUL in any string or key of a value, with its path', () => {
    expect(forbiddenTextAt({ a: 'ok', b: ['x', 'y\u0000'] })).toEqual(['b', 1]);
    expect(forbiddenTextAt({ data: { 'k\u0000': 1 } })).toEqual(['data', 'k\u0000']);
    expect(forbiddenTextAt('\u0000')).toEqual([]);
  });
  it('passes everything else, however deep', () => {
    expect(forbiddenTextAt({ name: '김온도', n: 1, ok: true, none: null })).toBeUndefined();
    expect(forbiddenTextAt(undefined)).toBeUndefined();
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(forbiddenTextAt(deep)).toBeUndefined();
  });
});
