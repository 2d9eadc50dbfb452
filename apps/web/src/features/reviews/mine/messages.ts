import { formatWon } from '@shop/contract/format';
import { REVIEW_RULES, reviewMessages } from '@shop/contract/review-rules';

const { rewardText, rewardPhoto, maxPhotos, maxLength, minLength } = REVIEW_RULES;
const grouped = (n: number) => n.toLocaleString('ko-KR');

/** The member's 구매평 (My Page's list and the write/edit dialog): Korean strings. */
export const myReviewText = {
  eyebrow: 'REVIEWS',
  title: '구매평',
  backToMypage: '마이페이지',
  signInReason: '로그인하면 구매평을 쓰고 내가 쓴 구매평을 볼 수 있습니다.',
  loading: '구매평을 불러오는 중입니다.',
  error: '구매평을 불러오지 못했습니다.',

  tabsLabel: '구매평 목록',
  writableTab: (n: number) => `작성 가능한 구매평 (${n})`,
  writtenTab: (n: number) => `내가 쓴 구매평 (${n})`,

  rewardLine: `텍스트 ${formatWon(rewardText)} · 포토 ${formatWon(rewardPhoto)} 적립`,
  orderedOn: (date: string) => `${date} 주문`,
  write: '구매평 쓰기',
  writeOf: (name: string) => `${name} 구매평 쓰기`,
  writableEmpty: '지금 쓸 수 있는 구매평이 없습니다.',
  writableEmptyHint: '배송이 완료된 상품의 구매평을 쓰면 적립금을 드려요.',
  writtenEmpty: '아직 쓴 구매평이 없습니다.',
  writtenEmptyHint: '구매평은 상품을 고르는 다른 분들께 큰 도움이 됩니다.',

  writtenOn: (date: string) => `${date} 작성`,
  edited: '수정됨',
  fit: (label: string) => `사이즈 ${label}`,
  height: (cm: number) => `키 ${cm}cm`,
  weight: (kg: number) => `몸무게 ${kg}kg`,
  usualSize: (size: string) => `평소 사이즈 ${size}`,
  helpful: (n: number) => `도움돼요 ${grouped(n)}`,
  reply: 'ONDO STUDIO 답글',
  reward: (points: number) => `적립 ${formatWon(points)}`,
  hidden: (reason: string | null) =>
    reason ? `운영자가 숨긴 구매평입니다: ${reason}` : '운영자가 숨긴 구매평입니다.',
  masked: reviewMessages.masked,
  maskedKinds: (kinds: string[]) => `가린 정보: ${kinds.join(', ')}`,
  photoList: '구매평 사진',
  photoAlt: (n: number) => `구매평 사진 ${n}`,
  opensInNewTab: '(새 창에서 열림)',
  edit: '수정',
  editOf: (name: string) => `${name} 구매평 수정`,
  remove: '삭제',
  removeOf: (name: string) => `${name} 구매평 삭제`,

  deleteTitle: '구매평을 삭제할까요?',
  deleteText: (points: number) =>
    points > 0
      ? `받은 적립금 ${formatWon(points)}은 사용 가능한 만큼 회수됩니다. 삭제한 뒤에는 이 상품의 구매평을 다시 쓸 수 없습니다.`
      : '삭제한 뒤에는 이 상품의 구매평을 다시 쓸 수 없습니다.',
  deleteYes: '삭제하기',
  deleteNo: '돌아가기',
  deleted: '구매평을 삭제했습니다.',

  writeTitle: '구매평 쓰기',
  editTitle: '구매평 수정',
  rating: '별점',
  star: (n: number) => `${n}점`,
  ratingWords: ['', '별로예요', '그저 그래요', '보통이에요', '좋아요', '최고예요'] as const,
  ratingPick: '별을 눌러 선택해주세요',
  fitLegend: '사이즈는 어땠나요?',
  profileLegend: '체형 정보 (선택)',
  profileHint: '비슷한 체형의 고객이 사이즈를 고르는 데 도움이 됩니다.',
  heightLabel: '키(cm)',
  weightLabel: '몸무게(kg)',
  usualSizeLabel: '평소 사이즈',
  bodyLabel: '구매평',
  bodyPlaceholder: `소재, 핏, 색감 등 직접 입어 본 느낌을 ${minLength}자 이상 남겨주세요.`,
  bodyCount: (n: number) => `${grouped(n)} / ${grouped(maxLength)}`,
  bodyMinimum: `${minLength}자 이상`,
  photos: '사진 추가',
  photoCount: (n: number) => `${n}/${maxPhotos}장`,
  photosHint: `최대 ${maxPhotos}장, 장당 5MB (JPG, PNG, WebP, GIF)`,
  photoRemove: (name: string) => `${name} 삭제`,
  keptPhotoAlt: (n: number) => `올린 사진 ${n}`,
  keptPhotoRemove: (n: number) => `올린 사진 ${n} 삭제`,
  photoNotImage: (name: string) => `${name}: JPG, PNG, WebP, GIF 사진만 올릴 수 있습니다.`,
  photoTooLarge: (name: string) => `${name}: 5MB 이하의 사진만 올릴 수 있습니다.`,
  photosTooMany: reviewMessages.photosTooMany,
  rewardHint: (photoCount: number) =>
    photoCount > 0
      ? `포토 구매평으로 적립금 ${formatWon(rewardPhoto)}이 적립됩니다.`
      : `등록하면 적립금 ${formatWon(rewardText)}, 사진을 함께 올리면 ${formatWon(rewardPhoto)}이 적립됩니다.`,
  cancel: '취소',
  submitWrite: '등록하기',
  submitEdit: '수정하기',
  written: (points: number) =>
    points > 0
      ? `구매평을 등록했습니다. 적립금 ${formatWon(points)}이 적립되었습니다.`
      : '구매평을 등록했습니다.',
  saved: '구매평을 수정했습니다.',
  lineNotWritable: reviewMessages.lineNotFound,
  alreadyWritten: reviewMessages.alreadyWritten,
} as const;
