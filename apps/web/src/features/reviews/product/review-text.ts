const count = (n: number) => n.toLocaleString('ko-KR');

/** The product page's 구매평 wording, in one place (Korean, reviewed together). */
export const reviewText = {
  heading: '구매평',
  /** The section's heading once the count is known, and the link to it under the price. */
  link: (n: number) => `구매평 (${count(n)})`,
  /**
   * An average as review-rules' formatRating writes it ('4.8'; the API has rounded it already),
   * so the product page's first load does not fetch the rules' chunk for it.
   */
  ratingFigure: (average: number) => average.toFixed(1),
  ratingLabel: (figure: string) => `별점 ${figure}`,
  loading: '구매평을 불러오는 중입니다.',
  loadError: '구매평을 불러오지 못했습니다.',
  retry: '다시 시도',

  average: '평균 별점',
  total: (n: number) => `구매평 ${count(n)}개`,
  distribution: '별점 분포',
  star: (n: number) => `${n}점`,
  reviewsUnit: '개',
  fit: '사이즈',
  fitShares: '사이즈 체감',
  photos: '포토 구매평',
  photoCount: (n: number) => `(${count(n)})`,
  stripPhoto: (n: number) => `포토 구매평 사진 ${n} 크게 보기`,

  filters: '구매평 필터',
  photoOnly: '포토 구매평만',
  size: '내 사이즈',
  allSizes: '전체 사이즈',
  rating: '별점',
  allRatings: '전체 별점',
  sort: '정렬',

  list: '구매평 목록',
  verified: '구매 인증',
  option: '구매 옵션',
  height: (cm: number) => `키 ${cm}cm`,
  weight: (kg: number) => `${kg}kg`,
  usualSize: (size: string) => `평소 ${size}`,
  edited: '수정됨',
  helpful: '도움돼요',
  reply: 'ONDO STUDIO 답글',
  reviewPhoto: (author: string, n: number) => `${author}님의 사진 ${n} 크게 보기`,
  more: '구매평 더보기',
  shown: (n: number, total: number) => `${count(n)} / ${count(total)}`,
  moreError: '구매평을 더 불러오지 못했습니다.',

  empty: '아직 구매평이 없습니다. 첫 구매평을 남겨주세요.',
  noMatch: '조건에 맞는 구매평이 없습니다.',
  clearFilters: '필터 초기화',

  signInReason: '로그인하면 도움돼요를 누를 수 있습니다.',
  lightbox: '구매평 사진',
  photoAlt: '구매평 사진',
  photoOf: (author: string) => `${author}님의 구매평 사진`,
} as const;
