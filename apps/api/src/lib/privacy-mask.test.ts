import { describe, expect, it } from 'vitest';
import { maskHtml, maskText } from './privacy-mask';

const masked = (text: string) => maskText(text).text;

describe('privacy masking', () => {
  it.each([
    ['010-1234-5678', '[전화번호 비공개]'],
    ['01012345678', '[전화번호 비공개]'],
    ['010 1234 5678로 연락 주세요', '[전화번호 비공개]로 연락 주세요'],
    ['010.1234.5678', '[전화번호 비공개]'],
    ['+82 10-1234-5678', '[전화번호 비공개]'],
    ['02-123-4567', '[전화번호 비공개]'],
    ['031)123-4567', '[전화번호 비공개]'],
    ['070-1234-5678', '[전화번호 비공개]'],
  ])('masks the phone number %s', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it('masks e-mail, resident numbers, accounts and addresses, and says which', () => {
    const text =
      '메일 ondo.kim+shop@naver.com, 주민번호 900101-1234567, 국민 123456789012 / 신한 110-123-456789로 환불, 서울 성동구 성수이로 113 3층, 101동 1203호';
    const result = maskText(text);
    expect(result.text).toBe(
      '메일 [이메일 비공개], 주민번호 [주민등록번호 비공개], 국민 [계좌번호 비공개] / 신한 [계좌번호 비공개]로 환불, 서울 [주소 비공개] 3층, [주소 비공개]',
    );
    expect(result.kinds.sort()).toEqual(['account', 'address', 'email', 'rrn']);
  });

  it('masks an address however the sentence goes on', () => {
    expect(masked('주소는 서울 성동구 성수이로 113입니다.')).toBe(
      '주소는 서울 [주소 비공개]입니다.',
    );
  });

  it.each([
    '주문번호 20261129-UBD6TJZY9Z 배송 언제 되나요?',
    '49,000원 결제했어요',
    '허리 95-100 사이즈 있나요?',
    '가슴 95-100-105 중에 뭐가 맞을까요',
    '2026-11-29에 주문했어요',
    '택배로 2일 걸리나요? M으로 1개 더 살게요',
    '송장번호 6234-5678-9012 조회가 안 돼요',
    '키 165 몸무게 52 평소 M',
    '총장 72cm, 어깨 48',
  ])('leaves alone: %s', (text) => {
    expect(maskText(text)).toEqual({ text, kinds: [] });
  });

  it('masks the text of HTML, not its tags or image addresses', () => {
    const html =
      '<p>연락처 <strong>010-1234-5678</strong></p><p><img src="/uploads/qna/01012345678.png"></p>';
    expect(maskHtml(html)).toEqual({
      text: '<p>연락처 <strong>[전화번호 비공개]</strong></p><p><img src="/uploads/qna/01012345678.png"></p>',
      kinds: ['phone'],
    });
  });
});
