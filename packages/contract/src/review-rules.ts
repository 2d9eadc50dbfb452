/**
 * 구매평 as the shop runs them: written by the buyer of a delivered line, once per line, with a
 * rating, a plain text, up to some photos and the size felt. Rewarded with points (more with a
 * photo). Schema-free: the product page shows the summary without loading the validators.
 */
export const REVIEW_RULES = {
  minLength: 10,
  maxLength: 2_000,
  maxPhotos: 5,
  /** 적립금 for a review with text only, and for one with at least one photo. */
  rewardText: 500,
  rewardPhoto: 1_000,
  pageSize: 10,
  maxPageSize: 50,
  /** Photos in the product page's strip. */
  photoStripSize: 12,
  hideReasonMax: 200,
  replyMax: 1_000,
  usualSizeMax: 10,
} as const;

/** The multipart form of a review: its JSON and its photos. */
export const REVIEW_PHOTO_FORM = { json: 'review', files: 'photos', max: 5 } as const;

export const reviewFitLabels = { SMALL: '작아요', TRUE: '정사이즈', LARGE: '커요' } as const;
export type ReviewFit = keyof typeof reviewFitLabels;
export const REVIEW_FITS = Object.keys(reviewFitLabels) as ReviewFit[];

export const reviewStatusLabels = { VISIBLE: '게시 중', HIDDEN: '숨김' } as const;
export type ReviewStatus = keyof typeof reviewStatusLabels;

export const reviewSortLabels = { latest: '최신순', helpful: '도움순' } as const;
export type ReviewSort = keyof typeof reviewSortLabels;

/** The points a new review earns: more when it shows the product in a photo. */
export const reviewReward = (photoCount: number) =>
  photoCount > 0 ? REVIEW_RULES.rewardPhoto : REVIEW_RULES.rewardText;

/** The share (0–100, rounded) of each fit among the reviews that said one. */
export function fitShares(counts: Record<ReviewFit, number>): Record<ReviewFit, number> {
  const total = REVIEW_FITS.reduce((sum, fit) => sum + counts[fit], 0);
  const share = (n: number) => (total === 0 ? 0 : Math.round((n * 100) / total));
  return { SMALL: share(counts.SMALL), TRUE: share(counts.TRUE), LARGE: share(counts.LARGE) };
}

/** "정사이즈 72%": the fit most reviewers felt, or null without any. */
export function fitHeadline(counts: Record<ReviewFit, number>): string | null {
  const shares = fitShares(counts);
  const total = REVIEW_FITS.reduce((sum, fit) => sum + counts[fit], 0);
  if (total === 0) return null;
  const top = REVIEW_FITS.reduce((best, fit) => (counts[fit] > counts[best] ? fit : best), 'TRUE');
  return `${reviewFitLabels[top]} ${shares[top]}%`;
}

/** A rating average as the shop shows it: one decimal ('4.8'). */
export const formatRating = (average: number) => (Math.round(average * 10) / 10).toFixed(1);

/** A reviewer's name as other shoppers see it: the first letter, the rest starred ('김**'). */
export function maskReviewer(name: string): string {
  const letters = [...name.trim()];
  if (letters.length === 0) return '구매자';
  if (letters.length === 1) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(Math.min(letters.length - 1, 4))}`;
}

export const reviewMessages = {
  notFound: '구매평을 찾을 수 없습니다.',
  lineNotFound: '구매평을 쓸 수 있는 주문 상품을 찾을 수 없습니다.',
  notDelivered: '배송이 완료된 상품만 구매평을 쓸 수 있습니다.',
  lineRefunded: '취소·반품된 상품에는 구매평을 쓸 수 없습니다.',
  alreadyWritten: '이 주문 상품의 구매평은 이미 작성했습니다.',
  ratingInvalid: '별점은 1점부터 5점까지 선택해주세요.',
  bodyTooShort: `구매평은 ${REVIEW_RULES.minLength}자 이상 써주세요.`,
  bodyTooLong: `구매평은 ${REVIEW_RULES.maxLength.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`,
  fitRequired: '사이즈는 어땠는지 선택해주세요.',
  heightInvalid: '키는 100~220cm 사이로 입력해주세요.',
  weightInvalid: '몸무게는 30~150kg 사이로 입력해주세요.',
  usualSizeTooLong: `평소 사이즈는 ${REVIEW_RULES.usualSizeMax}자까지 입력할 수 있습니다.`,
  photosTooMany: `사진은 ${REVIEW_RULES.maxPhotos}장까지 올릴 수 있습니다.`,
  keptPhotoUnknown: '남길 사진이 이 구매평의 사진이 아닙니다.',
  notYours: '내가 쓴 구매평만 고치거나 지울 수 있습니다.',
  ownHelpful: '내 구매평에는 도움돼요를 누를 수 없습니다.',
  hideReasonRequired: '숨김 사유를 입력해주세요.',
  hideReasonTooLong: `숨김 사유는 ${REVIEW_RULES.hideReasonMax}자까지 입력할 수 있습니다.`,
  replyRequired: '답글 내용을 입력해주세요.',
  replyTooLong: `답글은 ${REVIEW_RULES.replyMax.toLocaleString('ko-KR')}자까지 입력할 수 있습니다.`,
  alreadyHidden: '이미 숨긴 구매평입니다.',
  notHidden: '숨긴 구매평이 아닙니다.',
  ratingFilterInvalid: '별점 필터는 1~5 사이로 선택해주세요.',
  masked: '다른 분들께는 연락처·주소 같은 개인정보를 가린 글이 보입니다.',
} as const;
