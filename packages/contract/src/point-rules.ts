import { formatWon } from './format';

/**
 * The shop's settings for what happens after delivery, as the guide promises them: an order not
 * marked delivered counts as delivered some days after shipping, and one delivered confirms itself
 * some days later unless the shopper confirms it first.
 */
export const PURCHASE_RULES = {
  autoDeliverAfterDays: 5,
  autoConfirmAfterDays: 7,
} as const;

/**
 * 적립금: earned at purchase confirmation (a percent of the product amount paid, rounded down to
 * the won), usable some days later, spent from a minimum usable balance in steps of one won, and
 * gone some years after the member's last accrual.
 */
export const POINT_RULES = {
  earnPercent: 1,
  usableAfterDays: 20,
  minSpend: 10_000,
  expireAfterYears: 3,
} as const;

/** Each kind of line in a member's points ledger, as My Page names it. */
export const pointKindLabels = {
  EARN: '구매확정 적립',
  GRANT: '관리자 지급',
  SPEND: '주문 사용',
  RESTORE: '사용 취소 환원',
  REVOKE: '적립 취소',
  DEDUCT: '관리자 차감',
  EXPIRE: '유효기간 만료',
  FORFEIT: '회원 탈퇴 소멸',
  REVIEW: '구매평 적립',
  MIGRATE: '이전 쇼핑몰 적립금',
} as const;
export type PointKind = keyof typeof pointKindLabels;

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The same moment `years` calendar years later (29 February lands on 1 March). */
export function addYears(date: Date, years: number): Date {
  const later = new Date(date.getTime());
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
}

/**
 * The product amount an order's points are earned on: the items less the coupon, the points
 * spent on it and whatever was refunded before confirmation (shipping and the island surcharge
 * earn nothing; points paid with earn nothing either).
 */
export const earnBasis = (order: {
  itemsTotal: number;
  discount: number;
  refunded: number;
  pointsUsed?: number;
}) => Math.max(0, order.itemsTotal - order.discount - order.refunded - (order.pointsUsed ?? 0));

/** The points an order earns at confirmation. */
export const pointsEarnedOn = (basis: number) =>
  Math.floor((basis * POINT_RULES.earnPercent) / 100);

/** The points' wording without their schemas, for screens that must not load zod. */
export const pointMessages = {
  amountRequired: '0이 아닌 적립금을 입력해주세요.',
  amountTooLarge: '한 번에 1,000만 원까지 지급하거나 차감할 수 있습니다.',
  reasonRequired: '사유를 2자 이상 입력해주세요.',
  reasonTooLong: '사유는 200자까지 입력할 수 있습니다.',
  memberNotFound: '회원을 찾을 수 없습니다.',
  overDeduct: (usable: number) =>
    `차감할 수 있는 적립금은 사용 가능한 ${formatWon(usable)}까지입니다.`,
  pageInvalid: '페이지 번호를 확인해주세요.',
  usePointsInvalid: '사용할 적립금을 0원 이상 1원 단위로 입력해주세요.',
  membersOnly: '적립금은 회원만 사용할 수 있습니다.',
  belowMinimum: (min: number) =>
    `사용 가능 적립금이 ${formatWon(min)} 이상일 때 사용할 수 있습니다.`,
  overUsable: (usable: number) => `사용할 수 있는 적립금은 ${formatWon(usable)}입니다.`,
  overTotal: '결제할 금액보다 많은 적립금을 사용할 수 없습니다.',
} as const;
