import { describe, expect, it } from 'vitest';
import { bankName, isBankCode } from './banks';
import { cashReceiptRequestSchema, depositMessages, refundAccountSchema } from './virtual-accounts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the refund account', () => {
  it('takes a known bank, the number without hyphens or spaces, and a holder', () => {
    expect(
      refundAccountSchema.parse({
        bank: '90',
        account_number: ' 3333-01 2345678 ',
        holder_name: ' 김온도 ',
      }),
    ).toEqual({ bank: '90', account_number: '3333012345678', holder_name: '김온도' });
  });

  it('refuses an unknown bank, a short or lettered number and a blank holder, in Korean', () => {
    const refused = refundAccountSchema.safeParse({
      bank: '999',
      account_number: '12-AB',
      holder_name: '  ',
    });
    expect(messagesOf(refused)).toEqual([
      depositMessages.bankRequired,
      depositMessages.accountNumberFormat,
      depositMessages.holderRequired,
    ]);
  });
});

describe('the cash receipt request', () => {
  it('takes a mobile or a card number for 소득공제 and a business number for 지출증빙', () => {
    expect(
      cashReceiptRequestSchema.parse({ type: '소득공제', identity_number: '010-1234-5678' }),
    ).toEqual({ type: '소득공제', identity_number: '01012345678' });
    expect(
      cashReceiptRequestSchema.parse({ type: '소득공제', identity_number: '1234567890123456' })
        .identity_number,
    ).toBe('1234567890123456');
    expect(
      cashReceiptRequestSchema.parse({ type: '지출증빙', identity_number: '123-45-67890' })
        .identity_number,
    ).toBe('1234567890');
  });

  it('says which number is wrong for the chosen use', () => {
    expect(
      messagesOf(cashReceiptRequestSchema.safeParse({ type: '지출증빙', identity_number: '010' })),
    ).toEqual([depositMessages.businessNumberFormat]);
    expect(
      messagesOf(
        cashReceiptRequestSchema.safeParse({ type: '소득공제', identity_number: '02-123-4567' }),
      ),
    ).toEqual([depositMessages.identityFormat]);
  });
});

describe('banks', () => {
  it('are named by the two-digit code the provider uses', () => {
    expect(bankName('88')).toBe('신한은행');
    expect(bankName('06')).toBe('KB국민은행');
    expect(bankName('77')).toBe('은행(77)');
    expect(isBankCode('90')).toBe(true);
    expect(isBankCode('999')).toBe(false);
  });
});
