/** The home page's Korean strings. */
export const homeText = {
  heading: 'ONDO STUDIO',
  toProducts: '상품 보러 가기',
  menu: '홈 메뉴',
  collectionEyebrow: 'CURRENT COLLECTION',
  collectionTitle: '지금의 컬렉션',
  viewAll: '전체 보기',
  bannerLabel: '기획전',
  bannerCta: '자세히 보기',
  noticeLabel: '공지',
  allNotices: '공지사항 전체',
} as const;
