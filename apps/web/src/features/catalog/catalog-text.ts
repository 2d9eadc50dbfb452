import { cartMessages } from '@shop/contract/cart-messages';
import { dropMessages } from '@shop/contract/drop-messages';
import { itemMessages } from '@shop/contract/item-messages';

/** Every text the catalog pages show, in one place (DECISIONS: Korean, reviewed together). */
export const catalogText = {
  listHeading: 'Product',
  listCount: (n: number) => `${n}개의 상품`,
  listLoading: '상품을 불러오는 중입니다.',
  listError: '상품을 불러오지 못했습니다.',
  listErrorHint: '네트워크 상태를 확인한 뒤 다시 시도해주세요.',
  retry: '다시 시도',
  emptyTitle: '아직 준비된 상품이 없습니다.',
  emptyHint: '새 컬렉션이 곧 공개됩니다. 브랜드 이야기를 먼저 만나보세요.',
  emptyLink: '컬렉션 보기',
  soldOut: '품절',
  /**
   * A card's average as the shop writes ratings ('4.8', as review-rules' formatRating: the API
   * already rounds it), without bringing the review rules into every page's first load.
   */
  rating: (average: number) => average.toFixed(1),
  cardRating: (rating: string, count: number) => `★ ${rating} (${count.toLocaleString('ko-KR')})`,
  cardRatingLabel: (rating: string, count: number) =>
    `별점 ${rating}, 구매평 ${count.toLocaleString('ko-KR')}개`,

  loading: '불러오는 중…',
  notFound: itemMessages.notFound,
  notFoundHint: '판매가 끝났거나 주소가 바뀐 상품입니다.',
  backToList: '상품 목록으로',
  detailError: '상품 정보를 불러오지 못했습니다.',

  gallery: '상품 이미지',
  galleryRole: '이미지 슬라이드',
  previousImage: '이전 이미지',
  nextImage: '다음 이미지',
  showImage: (n: number, count: number) => `${count}개 중 ${n}번째 이미지 보기`,
  slideLabel: (n: number, count: number) => `${count}개 중 ${n}번째`,
  imageAlt: (name: string, n: number) => `${name} 이미지 ${n}`,

  sections: { details: '상세 정보', fit_sizing: '핏 & 사이즈', fabric: '소재 & 세탁' },
  optionLabel: '옵션',
  optionPlaceholder: '옵션을 선택해주세요',
  optionSoldOut: (option: string) => `${option} (품절)`,
  quantity: '수량',
  remove: (option: string) => `${option} 삭제`,
  maxReached: (n: number) => `최대 ${n}개`,
  total: '총 상품 금액',
  totalCount: (n: number) => `(${n}개)`,
  addToCart: '장바구니 담기',
  buyNow: '바로 구매',
  added: '장바구니에 담았습니다.',
  viewCart: '장바구니 보기',
  keepShopping: '계속 쇼핑',
  selectOption: cartMessages.selectOption,
  optionChosen: (option: string) => `${option} 옵션을 선택했습니다.`,
  descriptionHeading: '상품 설명',
  moreImages: '상품 이미지 전체',
  upcoming: dropMessages.upcoming,
  opensAt: dropMessages.opensAt,
  countdownLabel: (left: string) => `판매 시작까지 ${left}`,
  perMember: dropMessages.perMember,

  recent: {
    title: '최근 본 상품',
    clear: '전체 삭제',
    clearLabel: '최근 본 상품 전체 삭제',
    cleared: '최근 본 상품을 지웠습니다.',
    empty: '최근 본 상품이 없습니다.',
    loading: '최근 본 상품을 불러오는 중입니다.',
  },
} as const;
