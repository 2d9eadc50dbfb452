import { isBankCode } from '@shop/contract/banks';
import type { TossRefundAccountShown } from '@shop/contract/toss-payment';
import type { ErrorCode, Text } from './messages';
import { asObject, isText } from './request-body';

type Parsed =
  | { ok: true; value: TossRefundAccountShown }
  | { ok: false; code: ErrorCode; detail?: Text };

/** The cancel request's `refundReceiveAccount` `{bank, accountNumber, holderName}`. */
export function parseRefundAccount(value: unknown): Parsed {
  const fields = asObject(value);
  if (!fields) {
    return {
      ok: false,
      code: 'INVALID_REFUND_ACCOUNT_INFO',
      detail: {
        ko: '가상계좌 결제를 취소하려면 환불받을 계좌(refundReceiveAccount)가 필요합니다.',
        en: 'Cancelling a virtual-account payment needs the refundReceiveAccount.',
      },
    };
  }
  const { bank, accountNumber, holderName } = fields;
  if (typeof bank !== 'string' || !isBankCode(bank)) return { ok: false, code: 'INVALID_BANK' };
  if (typeof accountNumber !== 'string' || !/^\d{6,20}$/.test(accountNumber)) {
    return { ok: false, code: 'INVALID_REFUND_ACCOUNT_NUMBER' };
  }
  if (!isText(holderName, 60)) return { ok: false, code: 'INVALID_REFUND_ACCOUNT_INFO' };
  return { ok: true, value: { bankCode: bank, accountNumber, holderName } };
}
