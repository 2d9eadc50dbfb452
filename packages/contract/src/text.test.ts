import { describe, expect, it } from 'vitest';
import { toDomesticPhone } from './text';

describe('toDomesticPhone', () => {
  it.each([
    ['+82 10-1234-5678', '010-1234-5678'],
    ['+821012345678', '010-1234-5678'],
    ['+82 010-1234-5678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['01012345678', '010-1234-5678'],
    ['011-123-4567', '011-123-4567'],
    ['+82 2-123-4567', '02-123-4567'],
  ])('reads %s as %s', (input, expected) => {
    expect(toDomesticPhone(input)).toBe(expected);
  });

  it.each([undefined, null, '', '+1 415-555-0100', '12345', '010-1234-567a'])(
    'gives null for %s',
    (input) => {
      expect(toDomesticPhone(input)).toBeNull();
    },
  );
});
