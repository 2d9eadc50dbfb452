import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import { garmentBody, readCentimetres, serverProblems } from './garment-values';

const top = ['length', 'shoulder', 'chest', 'sleeve'] as const;

describe('readCentimetres', () => {
  it('takes whole and half centimetres, a comma for the point too, from 1 to 300', () => {
    expect(readCentimetres('52')).toBe(52);
    expect(readCentimetres(' 52.5 ')).toBe(52.5);
    expect(readCentimetres('52,5')).toBe(52.5);
    expect(readCentimetres('300')).toBe(300);
    expect(readCentimetres('52.3')).toBeUndefined();
    expect(readCentimetres('0.5')).toBeUndefined();
    expect(readCentimetres('301')).toBeUndefined();
    expect(readCentimetres('오십')).toBeUndefined();
  });
});

describe('garmentBody', () => {
  it('leaves empty fields out and trims the name', () => {
    expect(
      garmentBody(
        { name: ' 셔츠 ', values: { length: '70', chest: '', sleeve: '61.5' } },
        'top',
        top,
      ),
    ).toEqual({
      body: { name: '셔츠', template: 'top', values: { length: 70, sleeve: 61.5 } },
    });
  });

  it('says what is missing or wrong, by field', () => {
    expect(garmentBody({ name: '', values: {} }, 'top', top)).toEqual({
      problems: { name: '옷 이름을 입력해주세요.', general: '실측 값을 하나 이상 입력해주세요.' },
    });
    expect(garmentBody({ name: '셔츠', values: { chest: '52.2' } }, 'top', top)).toEqual({
      problems: {
        values: { chest: '실측 값은 1~300cm 사이로 0.5cm 단위까지 입력해주세요.' },
      },
    });
  });
});

describe('serverProblems', () => {
  it('puts a 422 under its field and anything else for the whole form', () => {
    const refusal = new ApiError(
      422,
      [
        { loc: ['body', 'values', 'chest'], msg: '가슴단면 확인', type: 'value_error' },
        { loc: ['body', 'name'], msg: '이름 확인', type: 'value_error' },
      ],
      '',
    );
    expect(serverProblems(refusal)).toEqual({
      name: '이름 확인',
      values: { chest: '가슴단면 확인' },
    });
    const full = new ApiError(409, '내 옷은 20벌까지 저장할 수 있습니다.', '내 옷은 20벌까지');
    expect(serverProblems(full)).toEqual({ general: '내 옷은 20벌까지' });
  });
});
