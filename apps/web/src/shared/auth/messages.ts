export const authText = {
  loggedIn: '로그인되었습니다.',
  loggedOut: '로그아웃되었습니다.',
  loggedOutEverywhere: '모든 기기에서 로그아웃되었습니다.',
  expired: '로그인 정보가 만료되었습니다. 다시 로그인해주세요.',
  loginFailed: '아이디 또는 비밀번호가 올바르지 않습니다.',
  loginRequired: '로그인이 필요합니다.',
  userId: '아이디',
  password: '비밀번호',
  submit: '로그인',
  missing: '아이디와 비밀번호를 입력해주세요.',
  memberOnly: {
    loading: '회원 정보를 불러오는 중입니다.',
    noMember: '회원 정보가 없습니다. 로그인해주세요.',
    noMemberNote: '로그인하면 장바구니, 주문 내역, 쿠폰을 볼 수 있습니다.',
    login: '로그인',
    home: '홈으로',
  },
} as const;
