import { RESTOCK_RULES } from '@shop/contract/restock-rules';

const count = (n: number) => n.toLocaleString('ko-KR');

/** The back office's 재입고 알림 screen. */
export const restockText = {
  lead: `재고가 들어오면 대기 순서대로 재고 1개당 ${RESTOCK_RULES.waveFactor}명씩 알리고, ${RESTOCK_RULES.waveDelayMinutes}분 뒤 재고가 남아 있으면 다음 차수를 보냅니다.`,
  summary: (options: number, waiting: number) =>
    `옵션 ${count(options)}개 · 대기 ${count(waiting)}명`,
  caption: '옵션별 재입고 알림 수요',
  item: '상품',
  option: '옵션',
  stock: '현재 재고',
  waiting: '대기',
  sent: '발송',
  lastWave: '마지막 발송',
  soldOut: '품절',
  people: (n: number) => `${count(n)}명`,
  units: (n: number) => `${count(n)}개`,
  waves: '발송 차수',
  wavesOf: (item: string, option: string) => `${item} ${option} 발송 차수`,
  none: '아직 재입고 알림을 신청한 옵션이 없습니다.',
  wave: {
    number: (n: number) => `${n}차`,
    stock: (n: number) => `재고 ${count(n)}개`,
    size: (n: number) => `${count(n)}명에게 알림`,
    none: '아직 보낸 차수가 없습니다. 재고가 들어오면 첫 차수를 보냅니다.',
  },
} as const;
