import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from './money';

/**
 * 교환·반품 as the guide promises them: requested within some days of delivery; on the
 * shopper's choice (change of mind, another size or colour) the shopper bears the return
 * shipping, each way; a defect or a wrong item costs nothing. Schema-free: the order pages
 * compute the fee they show with the same function the server charges by.
 */
export const CLAIM_RULES = {
  windowDays: 7,
  /** One way, won. */
  returnShippingFee: 3_000,
} as const;

export const claimKindLabels = { RETURN: '반품', EXCHANGE: '교환' } as const;
export type ClaimKind = keyof typeof claimKindLabels;

export const claimReasonLabels = {
  CHANGE_OF_MIND: '단순 변심',
  SIZE_COLOR: '사이즈·색상 변경',
  DEFECT: '상품 불량·파손',
  WRONG_ITEM: '다른 상품 배송(오배송)',
} as const;
export type ClaimReason = keyof typeof claimReasonLabels;

/** Where a claim is: requested, approved (pickup asked of the courier), collected, inspected, done. */
export const claimStatusLabels = {
  REQUESTED: '신청 완료',
  APPROVED: '승인·회수 요청',
  COLLECTED: '회수 완료',
  INSPECTED: '검수 완료',
  COMPLETED: '처리 완료',
  REJECTED: '반려',
  WITHDRAWN: '신청 철회',
} as const;
export type ClaimStatus = keyof typeof claimStatusLabels;

/** Claims still being handled: the order waits for them before it can be confirmed. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = [
  'REQUESTED',
  'APPROVED',
  'COLLECTED',
  'INSPECTED',
];

/** The moves of a claim and who makes them; the server's one transition check reads this. */
export const CLAIM_TRANSITIONS: Record<
  ClaimStatus,
  Partial<Record<ClaimStatus, 'shopper' | 'admin'>>
> = {
  REQUESTED: { APPROVED: 'admin', REJECTED: 'admin', WITHDRAWN: 'shopper' },
  APPROVED: { COLLECTED: 'admin', REJECTED: 'admin' },
  COLLECTED: { INSPECTED: 'admin' },
  INSPECTED: { COMPLETED: 'admin' },
  COMPLETED: {},
  REJECTED: {},
  WITHDRAWN: {},
};

/** Reasons the shopper answers for: the shipping is theirs to pay. */
export const shopperPays = (reason: ClaimReason) =>
  reason === 'CHANGE_OF_MIND' || reason === 'SIZE_COLOR';

export interface ClaimFeeInput {
  kind: ClaimKind;
  reason: ClaimReason;
  /** The order's shipping fee as charged (0 when the order shipped free). */
  shippingFeePaid: number;
  /** What the items kept after this return come to (the order's items less every return). */
  keptItemsTotal: number;
}

/**
 * The shipping a claim costs the shopper, in won: none on a defect or a wrong item; on their
 * choice the return shipping (both ways for an exchange: the new item travels too) and, for a
 * return that leaves an order which shipped free under the free-shipping threshold, the first
 * shipping the shop paid.
 */
export function claimFee({ kind, reason, shippingFeePaid, keptItemsTotal }: ClaimFeeInput): number {
  if (!shopperPays(reason)) return 0;
  const leg = CLAIM_RULES.returnShippingFee;
  if (kind === 'EXCHANGE') return leg * 2;
  const firstShipping =
    shippingFeePaid === 0 && keptItemsTotal < FREE_SHIPPING_THRESHOLD ? SHIPPING_FEE : 0;
  return leg + firstShipping;
}

/**
 * Photos of a claim (a defect, a wrong item): a multipart form with the JSON field (the guest's
 * lookup answers and the claim; empty for a member) and up to `max` images.
 */
export const CLAIM_PHOTO_FORM = {
  json: 'claim_photo_request',
  files: 'claim_photos',
  max: 5,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment an exchange or return can be asked for: the window after delivery. */
export const claimDeadline = (deliveredAt: Date) =>
  new Date(deliveredAt.getTime() + CLAIM_RULES.windowDays * DAY_MS);

export const claimMessages = {
  notAvailable: '배송 완료 후 7일 이내, 구매확정 전의 주문만 교환·반품을 신청할 수 있습니다.',
  linesRequired: '교환·반품할 상품과 수량을 선택해주세요.',
  lineNotFound: '주문에 없는 상품입니다.',
  quantityOver: (name: string, left: number) =>
    `${name}은(는) ${left}개까지 교환·반품을 신청할 수 있습니다.`,
  exchangeOptionRequired: '교환받을 옵션을 선택해주세요.',
  exchangeOptionInvalid: '같은 상품의 다른 옵션으로만 교환할 수 있습니다.',
  returnHasOption: '반품에는 교환 옵션을 선택하지 않습니다.',
  detailTooLong: '상세 사유는 500자 이하로 입력해주세요.',
  notFound: '교환·반품 신청을 찾을 수 없습니다.',
  notMovable: (label: string) => `지금 상태(${label})에서는 할 수 없는 처리입니다.`,
  rejectReasonRequired: '반려 사유를 입력해주세요.',
  exchangeOutOfStock: (option: string) =>
    `교환 옵션(${option})의 재고가 부족해 승인할 수 없습니다.`,
  trackingRequired: '교환 상품의 택배사와 송장번호를 입력해주세요.',
  refundOver: (max: number) => `환불 금액은 ${max.toLocaleString('ko-KR')}원 이하여야 합니다.`,
  refundReasonRequired: '환불 금액을 바꾼 사유를 입력해주세요.',
  inspectLinesRequired: '검수할 상품마다 재판매 여부를 정해주세요.',
  openClaim: '교환·반품 처리 중인 주문은 구매확정할 수 없습니다.',
  photosClosed: '사진은 신청이 승인되기 전까지 추가할 수 있습니다.',
  photosTooMany: `사진은 ${CLAIM_PHOTO_FORM.max}장까지 올릴 수 있습니다.`,
  photosRequired: '올릴 사진을 골라주세요.',
} as const;
