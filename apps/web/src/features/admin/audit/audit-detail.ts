import { type AuditEntry, roleLabels } from '@shop/contract/admin';
import { formatWon } from '@shop/contract/format';
import { type OrderStatus, orderStatuses } from '@shop/contract/orders';
import { formatDateTime } from '../../../shared/format/dates';

/** The detail's keys in Korean; keys not named here are shown as they are. */
const keyLabels: Record<string, string> = {
  name: '상품명',
  price: '가격',
  hidden: '숨김',
  option: '옵션',
  options: '옵션',
  stock: '재고',
  removed_options: '삭제한 옵션',
  added: '추가한 이미지',
  title: '제목',
  pinned: '고정',
  comment_id: '댓글 번호',
  qna_id: '게시글 번호',
  writer_id: '작성자 회원 번호',
  amount: '환불 금액',
  reason: '사유',
  lines: '상품',
  complete: '전체 취소',
  carrier: '택배사',
  tracking_number: '송장번호',
  type: '할인 방식',
  discount_price: '할인 금액',
  discount_ratio: '할인율',
  started_at: '시작',
  finished_at: '종료',
  min_order_amount: '최소 주문 금액',
  max_claims: '발급 수량',
  via: '경로',
  zone: '지역',
  from_postcode: '시작 우편번호',
  to_postcode: '끝 우편번호',
  fee: '추가 배송비',
};

/** Bookkeeping the operator does not need to read. */
const hiddenKeys = new Set(['request_id']);
const wonKeys = new Set(['price', 'amount', 'discount_price', 'min_order_amount', 'fee']);
const dateKeys = new Set(['started_at', 'finished_at']);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isOrderStatus(v: unknown): v is OrderStatus {
  return typeof v === 'string' && v in orderStatuses.labels;
}

/** One value, in the words of the screen it came from. */
function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '없음';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'number') {
    if (wonKeys.has(key)) return formatWon(value);
    if (key === 'discount_ratio') return `${value}%`;
    return value.toLocaleString('ko-KR');
  }
  if (typeof value === 'string') {
    if (dateKeys.has(key)) return formatDateTime(value);
    if (isOrderStatus(value)) return orderStatuses.labels[value];
    if (value === 'member' || value === 'admin') return roleLabels[value];
    if (value === 'PRICE') return '정액 할인';
    if (value === 'RATIO') return '정률 할인';
    if (value === 'command') return '명령줄';
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '없음';
    if (value.every((v) => typeof v === 'string')) {
      return key === 'added' || key === 'from' || key === 'to'
        ? `${value.length}장`
        : value.join(', ');
    }
    return value.map((v) => (isRecord(v) ? recordText(v) : String(v))).join(', ');
  }
  if (isRecord(value)) {
    if ('from' in value && 'to' in value) {
      return `${valueText(key, value.from)} → ${valueText(key, value.to)}`;
    }
    return recordText(value);
  }
  return String(value);
}

/** An option or an order line: '{label} {n}개' when it has one, else its fields in a row. */
function recordText(record: Record<string, unknown>): string {
  const label = record.label ?? record.option;
  const count = record.stock ?? record.quantity;
  if (typeof label === 'string' && typeof count === 'number') return `${label} ${count}개`;
  return Object.entries(record)
    .map(([k, v]) => `${keyLabels[k] ?? k} ${valueText(k, v)}`)
    .join(' · ');
}

/**
 * What an audit entry changed, as 'label: value' lines. A change of state (`from`/`to` at the
 * top) reads as '상태: 주문 완료 → 배송중' (or '권한', '이미지' by what was changed).
 */
export function auditDetailLines(entry: Pick<AuditEntry, 'action' | 'detail'>): string[] {
  const { from, to, ...rest } = entry.detail;
  const lines: string[] = [];
  if (from !== undefined || to !== undefined) {
    const what = entry.action.startsWith('member.')
      ? '권한'
      : entry.action.startsWith('item.images')
        ? '이미지'
        : '상태';
    lines.push(`${what}: ${valueText('from', from)} → ${valueText('to', to)}`);
  }
  for (const [key, value] of Object.entries(rest)) {
    if (hiddenKeys.has(key) || value === undefined) continue;
    // A coupon's unset fields (the other discount kind, no quantity limit) say nothing.
    if (value === null && key !== 'max_claims') continue;
    const label =
      key === 'name' && entry.action.startsWith('coupon.') ? '쿠폰 이름' : keyLabels[key];
    lines.push(`${label ?? key}: ${value === null ? '제한 없음' : valueText(key, value)}`);
  }
  return lines;
}
