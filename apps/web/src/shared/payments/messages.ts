/** The refund account's Korean strings, in the shop and the back office alike. */
export const refundAccountText = {
  legend: '환불 계좌',
  lead: '가상계좌로 입금하신 금액은 아래 계좌로 환불됩니다. 입금자 본인 명의의 계좌를 입력해주세요.',
  bank: '은행',
  bankPlaceholder: '은행을 선택해주세요',
  accountNumber: '계좌번호',
  accountNumberHint: '숫자만 입력해주세요.',
  holder: '예금주',
} as const;
