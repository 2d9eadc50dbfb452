/**
 * What the payment window's failure codes mean for the shopper, and what to do next. The
 * provider's own code and message stay out of sight: they are for the shop, not the shopper.
 */
export interface FailReason {
  message: string;
  next: string;
}

const reasons: Record<string, FailReason> = {
  PAY_PROCESS_CANCELED: {
    message: '결제를 취소하셨습니다.',
    next: '주문서로 돌아가 결제 수단을 고른 뒤 다시 결제해 주세요.',
  },
  PAY_PROCESS_ABORTED: {
    message: '결제가 진행되는 중에 중단되었습니다.',
    next: '잠시 후 다시 시도하거나 다른 결제 수단을 골라 주세요.',
  },
  REJECT_CARD_COMPANY: {
    message: '카드사에서 결제를 승인하지 않았습니다.',
    next: '카드 한도와 정보를 확인하거나 다른 카드로 결제해 주세요.',
  },
};

const unknown: FailReason = {
  message: '결제가 이루어지지 않았습니다.',
  next: '주문서로 돌아가 다시 결제해 주세요.',
};

export const failReason = (code: string | null): FailReason => (code && reasons[code]) || unknown;
