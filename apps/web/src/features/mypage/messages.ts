/** My Page's Korean strings (the cart, orders and coupons keep theirs in their own features). */
export const mypageText = {
  eyebrow: 'MY PAGE',
  title: '마이페이지',
  greeting: (name: string) => `${name} 님`,
  nickname: '닉네임',
  edit: '회원 정보 수정',
  coupons: '쿠폰',
  couponCount: (n: number) => `${n}장`,
  cart: '장바구니',
  cartCount: (n: number) => `${n}개`,
  wishlist: '관심상품',
  wishlistCount: (n: number) => `${n}개`,
  points: '적립금',
  reviews: '구매평',
  reviewsWritable: (n: number) => `${n}건 작성 가능`,
  withdraw: '회원 탈퇴',

  address: {
    title: '배송지 관리',
  },

  sessions: {
    title: '로그인 관리',
    note: '다른 기기에 남은 로그인이 걱정되면 모든 기기에서 로그아웃하세요. 이 기기도 로그아웃됩니다.',
    logoutAll: '모든 기기에서 로그아웃',
    confirmTitle: '모든 기기에서 로그아웃할까요?',
    confirmText:
      '이 기기를 포함해 로그인된 모든 기기에서 로그아웃됩니다. 다시 쓰려면 새로 로그인해야 합니다.',
    confirmYes: '모두 로그아웃',
    confirmNo: '돌아가기',
    failed: '로그아웃하지 못했습니다. 잠시 후 다시 시도해주세요.',
  },
} as const;
