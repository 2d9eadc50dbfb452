import { brand } from '@shop/contract/brand';
import { formatWon } from '@shop/contract/format';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from '@shop/contract/money';
import type { Block } from './blocks';

/** The shop's rules as the guide states them (docs/api.md#guide-and-policy); the FAQ reuses them. */
export const rules = {
  shippingFee: formatWon(SHIPPING_FEE),
  freeFrom: formatWon(FREE_SHIPPING_THRESHOLD),
  dispatchCutoff: '오후 1시',
  deliveryDays: '1–3일',
  returnDays: '7일',
  pointsAfterDays: '20일',
  pointsMinimum: formatWon(10_000),
  pointsExpiry: '3년',
} as const;

export interface GuideSection {
  /** The URL hash: /service/notice#refund. */
  id: 'signin' | 'order' | 'payment' | 'shipping' | 'exchange' | 'refund' | 'etc';
  tab: string;
  title: string;
  summary: string;
  blocks: readonly Block[];
}

export const guideText = {
  pageTitle: '이용 안내',
  eyebrow: 'SHOPPING GUIDE',
  title: '이용 안내',
  lead: '회원가입부터 주문, 결제, 배송, 교환·반품, 환불, 적립금까지 쇼핑에 필요한 내용을 한곳에 모았습니다.',
  tabsLabel: '이용 안내 항목',
  helpTitle: '찾는 내용이 없나요?',
  helpText: `Q&A 게시판에 남겨 주시면 순서대로 답변드립니다. 고객센터 운영 시간: ${brand.csHours}`,
  helpLinks: [
    { label: 'Q&A 남기기', to: '/service/qna' },
    { label: '고객센터', to: '/service' },
  ],
} as const;

export const guideSections: readonly GuideSection[] = [
  {
    id: 'signin',
    tab: '회원가입',
    title: '회원가입',
    summary: '가입은 무료이며, 카카오·네이버 계정으로도 간편하게 가입할 수 있습니다.',
    blocks: [
      { kind: 'h3', text: '가입 방법' },
      {
        kind: 'list',
        items: [
          '아이디, 비밀번호, 이름, 닉네임, 휴대전화번호, 이메일을 입력하고 이용약관과 개인정보 수집·이용에 동의하면 가입이 완료됩니다.',
          '아이디는 영문과 숫자로 4자 이상, 비밀번호는 영문 대·소문자, 숫자, 특수문자(!@#$%^&*)를 모두 포함해 8자 이상으로 만들어 주세요.',
          '닉네임은 2자 이상 12자 이하로 정할 수 있습니다.',
          '카카오 또는 네이버 로그인을 선택하면 해당 계정으로 바로 가입·로그인할 수 있습니다.',
        ],
      },
      { kind: 'h3', text: '회원 혜택과 정보 관리' },
      {
        kind: 'list',
        items: [
          '회원은 장바구니, 쿠폰, 적립금, 주문 내역 조회와 Q&A 작성을 이용할 수 있습니다.',
          'SMS·이메일 마케팅 수신 동의는 선택이며, 회원정보 수정에서 언제든 바꿀 수 있습니다.',
          '아이디나 비밀번호를 잊으셨다면 아이디·비밀번호 찾기에서 확인할 수 있습니다.',
        ],
      },
      {
        kind: 'links',
        items: [
          { label: '회원가입', to: '/signup' },
          { label: '아이디·비밀번호 찾기', to: '/account' },
        ],
      },
    ],
  },
  {
    id: 'order',
    tab: '주문',
    title: '주문',
    summary: '옵션과 수량을 고른 뒤 장바구니에 담거나 바로 구매할 수 있습니다.',
    blocks: [
      {
        kind: 'steps',
        items: [
          { title: '옵션 선택', text: '상품 상세에서 색상·사이즈와 수량을 고릅니다.' },
          { title: '장바구니·바로 구매', text: '로그인한 회원만 이용할 수 있습니다.' },
          { title: '주문서 작성', text: '배송지와 요청사항을 입력하고 쿠폰을 고릅니다.' },
          { title: '결제 완료', text: '결제가 확인되면 주문이 접수됩니다.' },
        ],
      },
      { kind: 'h3', text: '알아 두세요' },
      {
        kind: 'list',
        items: [
          '쿠폰은 주문 한 건에 한 장만 사용할 수 있습니다.',
          '결제가 완료되어야 주문이 접수되며, 결제하는 사이에 재고가 소진되면 결제는 자동으로 취소되고 바로 안내해 드립니다.',
          '주문 상태(주문 완료, 배송 중, 배송 완료)는 마이페이지에서 확인할 수 있습니다.',
          '출고 전 주문 취소나 배송지 변경은 Q&A 게시판 또는 고객센터로 요청해 주세요.',
        ],
      },
    ],
  },
  {
    id: 'payment',
    tab: '결제',
    title: '결제',
    summary: '신용·체크카드, 휴대폰 결제, 계좌이체, 가상계좌로 결제할 수 있습니다.',
    blocks: [
      {
        kind: 'figures',
        items: [
          { value: '카드', label: '신용·체크카드' },
          { value: '휴대폰', label: '휴대폰 결제' },
          { value: '계좌이체', label: '실시간 계좌이체' },
          { value: '가상계좌', label: '무통장 입금' },
        ],
      },
      {
        kind: 'list',
        items: [
          '결제는 토스페이먼츠의 결제창에서 안전하게 진행되며, 카드 정보는 온도 스튜디오에 저장되지 않습니다.',
          '결제 금액은 상품 금액에서 쿠폰 할인을 빼고 배송비를 더한 금액입니다.',
          '가상계좌는 안내된 입금 기한 안에 입금해 주세요. 입금이 확인되면 주문이 접수됩니다.',
          '적립금은 보유 금액이 10,000원 이상일 때 결제에 사용할 수 있습니다.',
        ],
      },
    ],
  },
  {
    id: 'shipping',
    tab: '배송',
    title: '배송',
    summary: `${rules.dispatchCutoff} 이전에 결제가 확인된 주문은 당일 출고합니다.`,
    blocks: [
      {
        kind: 'figures',
        items: [
          { value: rules.shippingFee, label: `상품 금액 ${rules.freeFrom} 미만` },
          { value: '무료 배송', label: `상품 금액 ${rules.freeFrom} 이상` },
          { value: '당일 출고', label: `${rules.dispatchCutoff} 이전 결제 확인` },
          { value: rules.deliveryDays, label: '출고 후 도착까지' },
        ],
      },
      {
        kind: 'list',
        items: [
          `배송비는 할인 전 상품 금액을 기준으로 ${rules.freeFrom} 미만이면 ${rules.shippingFee}, ${rules.freeFrom} 이상이면 무료입니다.`,
          `평일 ${rules.dispatchCutoff} 이전에 결제가 확인된 주문은 당일 출고하며, 이후 주문은 다음 영업일에 출고합니다. 주말과 공휴일에는 출고하지 않습니다.`,
          `출고 후 ${rules.deliveryDays} 안에 받아 보실 수 있습니다. 택배사 사정에 따라 늦어질 수 있습니다.`,
          '제주 및 도서·산간 지역은 추가 배송비가 발생합니다.',
          '출고되면 송장 번호를 안내해 드리며, 마이페이지에서 배송 상태를 확인할 수 있습니다.',
        ],
      },
    ],
  },
  {
    id: 'exchange',
    tab: '교환·반품',
    title: '교환·반품',
    summary: `상품을 받은 날부터 ${rules.returnDays} 이내에 신청할 수 있습니다.`,
    blocks: [
      {
        kind: 'steps',
        items: [
          { title: '신청', text: `수령 후 ${rules.returnDays} 이내 Q&A 또는 고객센터로 신청` },
          { title: '상품 발송', text: '안내받은 방법으로 상품을 보냅니다.' },
          { title: '검수', text: '상품 상태를 확인합니다.' },
          { title: '교환 발송·환불', text: '교환 상품을 보내거나 환불합니다.' },
        ],
      },
      { kind: 'h3', text: '배송비' },
      {
        kind: 'list',
        items: [
          '단순 변심에 의한 교환·반품은 왕복 배송비를 고객님께서 부담합니다.',
          '상품 불량이나 오배송은 온도 스튜디오가 배송비를 부담하며, 상품을 받은 날부터 3개월 이내, 그 사실을 안 날부터 30일 이내에 신청할 수 있습니다.',
        ],
      },
      { kind: 'h3', text: '교환·반품이 어려운 경우' },
      {
        kind: 'list',
        items: [
          `상품을 받은 날부터 ${rules.returnDays}이 지난 경우`,
          '착용, 세탁, 수선 등으로 상품 가치가 떨어진 경우',
          '상품의 택이나 포장을 훼손했거나 제거한 경우',
          '향수, 화장품 냄새나 얼룩 등 사용 흔적이 있는 경우',
        ],
      },
    ],
  },
  {
    id: 'refund',
    tab: '환불',
    title: '환불',
    summary: '반품 상품을 확인한 뒤 결제하신 수단으로 돌려드립니다.',
    blocks: [
      {
        kind: 'table',
        caption: '결제 수단별 환불 방법과 기간',
        head: ['결제 수단', '환불 방법', '소요 기간'],
        rows: [
          ['신용카드', '결제 승인 취소', '카드사에 따라 다름'],
          ['체크카드', '결제 취소 후 계좌로 입금', '최대 10일'],
          ['휴대폰 결제', '결제한 달에만 취소 가능', '당월 취소'],
          ['가상계좌', '환불 계좌로 입금', '2–3 영업일'],
          ['계좌이체', '결제 계좌로 취소', '결제일로부터 180일 이내 취소 가능'],
        ],
      },
      {
        kind: 'list',
        items: [
          '휴대폰 결제는 결제한 달 안에서만 취소할 수 있습니다. 달이 바뀐 뒤에는 환불 계좌로 입금해 드립니다.',
          '가상계좌 결제는 환불받을 계좌를 알려 주시면 2–3 영업일 안에 입금해 드립니다.',
          '계좌이체는 결제일로부터 180일 이내에 취소할 수 있습니다.',
          '단순 변심 반품은 왕복 배송비를 뺀 금액을 환불합니다.',
        ],
      },
    ],
  },
  {
    id: 'etc',
    tab: '기타·적립금',
    title: '기타·적립금',
    summary: `적립금은 구매 확정 후 ${rules.pointsAfterDays}이 지나면 사용할 수 있습니다.`,
    blocks: [
      {
        kind: 'figures',
        items: [
          { value: `${rules.pointsAfterDays} 후`, label: '구매 확정부터 사용 가능' },
          { value: rules.pointsMinimum, label: '최소 사용 금액' },
          { value: '제한 없음', label: '최대 사용 금액' },
          { value: rules.pointsExpiry, label: '마지막 적립 후 소멸' },
        ],
      },
      { kind: 'h3', text: '적립금' },
      {
        kind: 'list',
        items: [
          `적립금은 배송 완료 후 구매를 확정한 날부터 ${rules.pointsAfterDays}이 지나면 사용할 수 있습니다.`,
          `보유 적립금이 ${rules.pointsMinimum} 이상일 때부터 사용할 수 있으며, 한 번에 사용할 수 있는 금액에는 제한이 없습니다.`,
          `마지막으로 적립된 날부터 ${rules.pointsExpiry}이 지나면 소멸하며, 회원 탈퇴 시에는 즉시 소멸합니다.`,
        ],
      },
      { kind: 'h3', text: '기타' },
      {
        kind: 'list',
        items: [
          '상품 이미지의 색은 모니터 환경에 따라 실제와 조금 다를 수 있습니다.',
          '상품 문의는 Q&A 게시판에 남겨 주세요. 비밀글로 작성하면 작성자와 운영자만 볼 수 있습니다.',
          `고객센터 운영 시간: ${brand.csHours}`,
        ],
      },
    ],
  },
];
