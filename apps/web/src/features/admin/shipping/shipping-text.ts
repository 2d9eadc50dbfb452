import { formatWon } from '@shop/contract/format';
import { MAX_SURCHARGE_FEE } from '@shop/contract/shipping';

/** The 도서산간 page's Korean texts. */
export const shippingText = {
  lead: '배송지 우편번호가 아래 구간에 들면 주문 금액에 추가 배송비가 붙습니다. 구간은 양 끝 번호를 포함합니다.',
  zone: '지역',
  zonePlaceholder: '예) 제주, 전남 신안 도서',
  from: '시작 우편번호',
  to: '끝 우편번호',
  postcodeHint: '숫자 5자리',
  range: '우편번호 구간',
  fee: '추가 배송비',
  feeHint: `0원 ~ ${formatWon(MAX_SURCHARGE_FEE)}`,
  updatedAt: '수정일',
  formTitle: '구간 추가',
  editTitle: (zone: string) => `${zone} 구간 수정`,
  none: '등록된 구간이 없습니다. 도서산간 추가 배송비를 받지 않습니다.',
  count: (n: number) => `구간 ${n.toLocaleString('ko-KR')}개`,
  saved: (zone: string) => `${zone} 구간을 저장했습니다.`,
  removed: (zone: string) => `${zone} 구간을 삭제했습니다.`,
  removeTitle: (zone: string) => `${zone} 구간을 삭제할까요?`,
  removeBody: (from: string, to: string) =>
    `${from}–${to} 우편번호로 가는 주문에 더 이상 추가 배송비가 붙지 않습니다.`,
} as const;
