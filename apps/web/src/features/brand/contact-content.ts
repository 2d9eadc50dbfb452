export { mailHref, telHref } from './fill-content';

/** Every text of /contact. */
export const contactText = {
  pageTitle: '연락처',
  eyebrow: 'CONTACT',
  title: '연락처',
  lead: '제품, 주문, 협업에 관한 이야기라면 무엇이든 편하게 연락 주세요. 보내 주신 메시지는 영업일 기준 하루 안에 답장드립니다.',
  imageAlt: '캔버스 데일리 토트백의 손잡이와 스티치 디테일',
  instagram: '인스타그램',
  newTab: '(새 창에서 열림)',
  instagramNote: '새로운 소식과 룩북을 가장 먼저 전합니다.',
  email: '이메일',
  emailNote: '제품 문의, 협업·입점 제안',
  phone: '전화',
  phoneNote: '주문·배송·교환 상담',
  hours: '고객센터 운영 시간',
  address: '오시는 길',
  addressNote: '작업실 방문은 이메일로 미리 약속해 주세요.',
  qnaTitle: '주문 관련 문의는 Q&A 게시판이 가장 빠릅니다',
  qnaText:
    '주문번호와 함께 남겨 주시면 확인 후 순서대로 답변드립니다. 비밀글로도 작성할 수 있습니다.',
  qnaLink: 'Q&A 남기기',
  guideLink: '이용 안내 보기',
} as const;
