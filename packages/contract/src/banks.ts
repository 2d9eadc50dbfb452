import { z } from 'zod';

/**
 * Banks by the two-digit code the payment provider uses in requests and answers (a virtual
 * account's `bankCode`, a refund account's `bank`). The banks a Korean shopper can name for a
 * refund; the names as the banks write them.
 */
export const BANKS = {
  '06': 'KB국민은행',
  '88': '신한은행',
  '20': '우리은행',
  '81': '하나은행',
  '11': 'NH농협은행',
  '12': '단위농협',
  '03': 'IBK기업은행',
  '90': '카카오뱅크',
  '92': '토스뱅크',
  '89': '케이뱅크',
  '71': '우체국',
  '45': '새마을금고',
  '48': '신협',
  '07': 'Sh수협은행',
  '23': 'SC제일은행',
  '27': '씨티은행',
  '02': 'KDB산업은행',
  '31': 'iM뱅크(대구)',
  '32': '부산은행',
  '39': '경남은행',
  '34': '광주은행',
  '37': '전북은행',
  '35': '제주은행',
  '64': '산림조합',
  '50': '저축은행',
} as const satisfies Record<string, string>;

export type BankCode = keyof typeof BANKS;

export const bankCodes = Object.keys(BANKS) as [BankCode, ...BankCode[]];

/** The bank's name, or its code when the list does not know it. */
export const bankName = (code: string): string =>
  (BANKS as Record<string, string>)[code] ?? `은행(${code})`;

export const isBankCode = (code: string): code is BankCode => code in BANKS;

export const bankCodeSchema = z.enum(bankCodes);
