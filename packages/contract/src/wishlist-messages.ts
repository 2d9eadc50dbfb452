/** How many products one member may keep wished (products taken off the shop do not count). */
export const WISHLIST_MAX = 100;

export const wishlistMessages = {
  full: `관심상품은 최대 ${WISHLIST_MAX}개까지 담을 수 있습니다.`,
  loginRequired: '관심상품은 로그인 후 이용할 수 있습니다.',
} as const;
