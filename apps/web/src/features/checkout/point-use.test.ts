import { describe, expect, it } from 'vitest';
import { allPoints, checkPoints, clampPoints } from './point-use';

describe('checkPoints', () => {
  it('spends nothing for an empty box, and whole won as typed (separators allowed)', () => {
    expect(checkPoints('', 15_000, 50_000)).toEqual({ ok: true, amount: 0 });
    expect(checkPoints('12000', 15_000, 50_000)).toEqual({ ok: true, amount: 12_000 });
    expect(checkPoints('12,345', 15_000, 50_000)).toEqual({ ok: true, amount: 12_345 });
    expect(checkPoints('0', 0, 50_000)).toEqual({ ok: true, amount: 0 });
  });

  it('refuses what is not a whole number of won in the server’s words', () => {
    for (const typed of ['1.5', '-100', 'abc', '1e4']) {
      expect(checkPoints(typed, 15_000, 50_000)).toEqual({
        ok: false,
        reason: '사용할 적립금을 0원 이상 1원 단위로 입력해주세요.',
      });
    }
  });

  it('refuses more than the usable balance, or than is left to pay', () => {
    expect(checkPoints('15001', 15_000, 50_000)).toEqual({
      ok: false,
      reason: '사용할 수 있는 적립금은 15,000원입니다.',
    });
    expect(checkPoints('12000', 15_000, 11_000)).toEqual({
      ok: false,
      reason: '결제할 금액보다 많은 적립금을 사용할 수 없습니다.',
    });
  });

  it('refuses any points while the usable balance is under the minimum', () => {
    expect(checkPoints('5000', 9_999, 50_000)).toEqual({
      ok: false,
      reason: '사용 가능 적립금이 10,000원 이상일 때 사용할 수 있습니다.',
    });
  });
});

describe('allPoints', () => {
  it('fills the smaller of the usable balance and what is left to pay', () => {
    expect(allPoints(15_000, 50_000)).toBe(15_000);
    expect(allPoints(15_000, 12_300)).toBe(12_300);
    expect(allPoints(9_999, 50_000)).toBe(0);
  });
});

describe('clampPoints', () => {
  it('brings an amount over what is left to pay down to it and leaves the rest alone', () => {
    expect(clampPoints('15000', 12_300)).toBe('12300');
    expect(clampPoints('15,000', 0)).toBe('0');
    expect(clampPoints('10000', 12_300)).toBe('10000');
    expect(clampPoints('abc', 12_300)).toBe('abc');
    expect(clampPoints('', 12_300)).toBe('');
  });
});
