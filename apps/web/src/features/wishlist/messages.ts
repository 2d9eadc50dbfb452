import { wishlistMessages } from '@shop/contract/wishlist-messages';

/** The wishlist's Korean strings: the hearts and My Page's 관심상품. */
export const wishlistText = {
  eyebrow: 'WISHLIST',
  title: '관심상품',
  wish: (name: string) => `${name} 관심상품`,
  added: '관심상품에 담았습니다.',
  removed: '관심상품에서 뺐습니다.',
  signInReason: wishlistMessages.loginRequired,
  count: (n: number) => `${n}개`,
  loading: '관심상품을 불러오는 중입니다.',
  loadError: '관심상품을 불러오지 못했습니다.',
  retry: '다시 시도',
  empty: '아직 관심상품이 없습니다.',
  emptyHint: '마음에 드는 상품의 하트를 눌러 모아보세요.',
  browse: '상품 보러 가기',
  soldOut: '품절',
  upcoming: '판매 예정',
  moveToCart: '장바구니 담기',
  moveToCartOf: (name: string) => `${name} 장바구니 담기`,
  remove: '삭제',
  removeOf: (name: string) => `${name} 관심상품에서 삭제`,
  moved: '장바구니에 담고 관심상품에서 뺐습니다.',
  backToMypage: '마이페이지',
} as const;
