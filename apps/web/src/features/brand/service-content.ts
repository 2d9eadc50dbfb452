import { brand } from '@shop/contract/brand';
import { rules } from './guide-content';

/** Every text of /service, the community landing. */
export const serviceText = {
  pageTitle: '고객센터',
  eyebrow: 'COMMUNITY',
  title: '고객센터',
  lead: '궁금한 점은 Q&A 게시판에 남겨 주세요. 배송, 교환·반품, 환불, 적립금 규정은 이용 안내에서 바로 확인할 수 있습니다.',
  boards: [
    {
      index: '01',
      label: 'Q&A',
      title: '상품·주문 문의',
      text: '사이즈, 소재, 재입고, 배송 문의를 남겨 주세요. 비밀글로 작성하면 작성자와 운영자만 볼 수 있습니다.',
      to: '/service/qna',
      cta: 'Q&A 게시판 보기',
    },
    {
      index: '02',
      label: 'GUIDE',
      title: '이용 안내',
      text: '회원가입부터 주문, 결제, 배송, 교환·반품, 환불, 적립금까지 쇼핑에 필요한 내용을 모았습니다.',
      to: '/service/notice',
      cta: '이용 안내 보기',
    },
  ],
  quickTitle: '자주 찾는 안내',
  quickLinks: [
    { label: '배송비와 배송 기간', to: '/service/notice#shipping' },
    { label: '교환·반품 신청', to: '/service/notice#exchange' },
    { label: '결제 수단별 환불', to: '/service/notice#refund' },
    { label: '적립금 사용', to: '/service/notice#etc' },
  ],
  faqTitle: '자주 묻는 질문',
  faq: [
    {
      q: '배송비는 얼마인가요?',
      a: `할인 전 상품 금액이 ${rules.freeFrom} 미만이면 ${rules.shippingFee}, ${rules.freeFrom} 이상이면 무료입니다. 제주 및 도서·산간 지역은 추가 배송비가 발생합니다.`,
    },
    {
      q: '언제 출고되나요?',
      a: `평일 ${rules.dispatchCutoff} 이전에 결제가 확인된 주문은 당일 출고하며, 출고 후 ${rules.deliveryDays} 안에 받아 보실 수 있습니다.`,
    },
    {
      q: '교환이나 반품은 어떻게 하나요?',
      a: `상품을 받은 날부터 ${rules.returnDays} 이내에 Q&A 게시판이나 고객센터로 신청해 주세요. 단순 변심일 때는 왕복 배송비를 고객님께서 부담합니다.`,
    },
    {
      q: '적립금은 언제부터 쓸 수 있나요?',
      a: `구매 확정 후 ${rules.pointsAfterDays}이 지나면 사용할 수 있고, 보유 적립금이 ${rules.pointsMinimum} 이상이면 금액 제한 없이 쓸 수 있습니다. 마지막 적립일부터 ${rules.pointsExpiry}이 지나거나 회원 탈퇴 시 소멸합니다.`,
    },
  ],
  csTitle: '상담 안내',
  csHoursLabel: '운영 시간',
  phoneLabel: '전화',
  emailLabel: '이메일',
  hours: brand.csHours,
} as const;
