/** The back office's Korean texts, in one place. */
export const adminText = {
  area: '관리자',
  shopLink: '쇼핑몰로 돌아가기',
  nav: {
    dashboard: '대시보드',
    products: '상품',
    orders: '주문',
    coupons: '쿠폰',
    notices: '공지',
    qna: 'Q&A',
    members: '회원',
  },
  navLabel: '관리자 메뉴',
  loading: '불러오는 중입니다…',
  loadFailed: '불러오지 못했습니다.',
  retry: '다시 시도',
  empty: '표시할 항목이 없습니다.',
  signIn: {
    title: '관리자 로그인',
    lead: '관리자 계정으로 로그인해주세요.',
    userId: '아이디',
    password: '비밀번호',
    submit: '로그인',
    missing: '아이디와 비밀번호를 입력해주세요.',
  },
  forbidden: {
    code: '403',
    title: '접근 권한이 없습니다',
    text: '관리자만 볼 수 있는 페이지입니다. 관리자 권한이 필요하면 운영 담당자에게 문의해주세요.',
    home: '쇼핑몰로 돌아가기',
  },
  pagination: {
    label: '페이지',
    previous: '이전',
    next: '다음',
    page: (n: number) => `${n}페이지`,
  },
  filter: {
    apply: '검색',
    reset: '초기화',
  },
  confirm: {
    ok: '확인',
    cancel: '취소',
  },
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
} as const;
