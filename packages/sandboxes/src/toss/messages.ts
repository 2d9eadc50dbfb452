/** The sandbox answers in Korean unless the caller asks for English, as Toss does. */
export type Locale = 'ko' | 'en';

export const localeOf = (acceptLanguage: string | undefined): Locale =>
  acceptLanguage?.split(',')[0]?.trim().toLowerCase().startsWith('en') ? 'en' : 'ko';

export type Text = Record<Locale, string>;

/** The error codes the sandbox answers, with Toss's status and wording where it is known. */
export const errorTexts = {
  UNAUTHORIZED_KEY: {
    status: 401,
    ko: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
    en: 'Unauthorized secret key or client key.',
  },
  INCORRECT_BASIC_AUTH_FORMAT: {
    status: 401,
    ko: "잘못된 요청입니다. ':' 를 포함해 인코딩해주세요.",
    en: "Incorrect basic auth format. Encode the secret key followed by ':'.",
  },
  INVALID_REQUEST: { status: 400, ko: '잘못된 요청입니다.', en: 'Invalid request.' },
  NOT_FOUND_PAYMENT_SESSION: {
    status: 404,
    ko: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
    en: 'The payment session has expired or does not exist.',
  },
  ALREADY_PROCESSED_PAYMENT: {
    status: 400,
    ko: '이미 처리된 결제 입니다.',
    en: 'The payment has already been processed.',
  },
  REJECT_CARD_PAYMENT: {
    status: 403,
    ko: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
    en: 'The card payment was rejected: limit exceeded or insufficient balance.',
  },
  NOT_FOUND_PAYMENT: {
    status: 404,
    ko: '존재하지 않는 결제 정보 입니다.',
    en: 'The payment does not exist.',
  },
  NOT_CANCELABLE_PAYMENT: {
    status: 403,
    ko: '취소 할 수 없는 결제 입니다.',
    en: 'The payment cannot be canceled.',
  },
  NOT_CANCELABLE_AMOUNT: {
    status: 403,
    ko: '취소 할 수 없는 금액 입니다.',
    en: 'The cancel amount exceeds the cancelable balance.',
  },
  NOT_ALLOWED_PARTIAL_REFUND_WAITING_DEPOSIT: {
    status: 403,
    ko: '입금 대기중인 결제는 부분 환불이 불가합니다.',
    en: 'A payment waiting for its deposit cannot be partially refunded.',
  },
  INVALID_REFUND_ACCOUNT_INFO: {
    status: 400,
    ko: '환불 계좌번호와 예금주명이 일치하지 않습니다.',
    en: 'The refund account number and the holder name do not match.',
  },
  INVALID_REFUND_ACCOUNT_NUMBER: {
    status: 400,
    ko: '잘못된 환불 계좌번호입니다.',
    en: 'Invalid refund account number.',
  },
  INVALID_BANK: { status: 400, ko: '유효하지 않은 은행입니다.', en: 'Invalid bank.' },
  FAILED_INTERNAL_SYSTEM_PROCESSING: {
    status: 500,
    ko: '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.',
    en: 'Internal system processing failed. Please try again later.',
  },
} satisfies Record<string, Text & { status: number }>;

export type ErrorCode = keyof typeof errorTexts;

/** The `failure` a failed payment keeps, by code. */
export const failureTexts = {
  REJECT_CARD_PAYMENT: errorTexts.REJECT_CARD_PAYMENT,
  EXPIRED_PAYMENT: {
    ko: '결제 유효 시간이 지나 만료되었습니다.',
    en: 'The payment expired before it was confirmed.',
  },
} satisfies Record<string, Text>;

export type FailureCode = keyof typeof failureTexts;
