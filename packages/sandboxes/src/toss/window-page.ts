import type { TossPayment } from '@shop/contract/toss-payment';
import { type Html, render } from '../render';
import type { WindowRequest } from './window-fields';

/** `39000` → `39,000원`, without depending on the runtime's ICU data. */
export const formatWon = (amount: number) =>
  `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}원`;

const page = (title: string, body: Html): string => render('toss-page', { title, body }).text;

const hiddenFields = (order: WindowRequest): Html[] =>
  Object.entries({ ...order, amount: String(order.amount) }).map(([name, value]) =>
    render('hidden-input', { name, value }),
  );

/** The payment window: approve (with a chosen outcome) or cancel, as two plain forms. */
export function renderWindowPage(
  order: WindowRequest,
  actions: { approve: string; decline: string },
): string {
  return page(
    '결제하기',
    render('toss-window', {
      orderName: order.orderName,
      amount: formatWon(order.amount),
      orderId: order.orderId,
      approveAction: actions.approve,
      declineAction: actions.decline,
      hidden: hiddenFields(order),
    }),
  );
}

/** The answer to a window request that cannot be shown: what is wrong, item by item. */
export function renderProblemPage(problems: string[]): string {
  const items = problems.map((text) => render('list-item', { text }));
  return page('결제창을 열 수 없습니다', render('toss-problems', { items }));
}

const statusText: Record<TossPayment['status'], string> = {
  READY: '결제 대기',
  IN_PROGRESS: '인증 완료 (승인 대기)',
  WAITING_FOR_DEPOSIT: '입금 대기',
  DONE: '결제 완료',
  CANCELED: '결제 취소',
  PARTIAL_CANCELED: '부분 취소',
  ABORTED: '승인 실패',
  EXPIRED: '유효 시간 만료',
};

/** The card slip a Payment's `receipt.url` points at. */
export function renderReceiptPage(payment: TossPayment): string {
  const rows: [string, string][] = [
    ['주문명', payment.orderName],
    ['주문번호', payment.orderId],
    ['상태', statusText[payment.status]],
    ['카드번호', payment.card?.number ?? '-'],
    ['승인번호', payment.card?.approveNo ?? '-'],
    ['승인 일시', payment.approvedAt ?? '-'],
    ['결제 금액', formatWon(payment.totalAmount)],
    ...(payment.cancels ?? []).map((c): [string, string] => [
      `취소 ${c.canceledAt}`,
      `-${formatWon(c.cancelAmount)}`,
    ]),
    ['잔액', formatWon(payment.balanceAmount)],
    ['공급가액', formatWon(payment.suppliedAmount)],
    ['부가세', formatWon(payment.vat)],
  ];
  const table = rows.map(([name, value]) => render('table-row', { name, value }));
  return page('카드 매출전표', render('toss-receipt', { rows: table }));
}

export function renderNotFoundPage(): string {
  return page('영수증 없음', render('toss-receipt-missing'));
}
