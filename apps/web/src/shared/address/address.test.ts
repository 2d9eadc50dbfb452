import type { Address as PostcodeData } from 'react-daum-postcode';
import { describe, expect, it } from 'vitest';
import { addressFieldsSchema, addressFromPostcode } from './address';

const base = {
  zonecode: '06511',
  roadAddress: '서울 서초구 신반포로 270',
  jibunAddress: '서울 서초구 반포동 20-43',
  address: '서울 서초구 신반포로 270',
  bname: '반포동',
  buildingName: '반포자이',
  apartment: 'Y',
  userSelectedType: 'R',
} as PostcodeData;

describe('addressFromPostcode', () => {
  it('adds the 동 and an apartment name to a road address', () => {
    expect(addressFromPostcode(base)).toEqual({
      post_code: '06511',
      address: '서울 서초구 신반포로 270 (반포동, 반포자이)',
    });
  });

  it('leaves out an office building and a 리', () => {
    expect(
      addressFromPostcode({ ...base, apartment: 'N', bname: '양수리', buildingName: '양수빌딩' }),
    ).toEqual({ post_code: '06511', address: '서울 서초구 신반포로 270' });
  });

  it('answers the lot address as it is when the shopper chose it', () => {
    expect(addressFromPostcode({ ...base, userSelectedType: 'J' })).toEqual({
      post_code: '06511',
      address: '서울 서초구 반포동 20-43',
    });
  });
});

describe('addressFieldsSchema', () => {
  it('wants five digits and an address, with the shop messages', () => {
    const result = addressFieldsSchema.safeParse({
      post_code: '1234',
      address: ' ',
      detail_address: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      '우편번호는 숫자 5자리입니다.',
      '주소를 입력해주세요.',
    ]);
  });
});
