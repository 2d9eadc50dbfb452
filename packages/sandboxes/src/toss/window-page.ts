import { bankName } from '@shop/contract/banks';
import type { TossPayment } from '@shop/contract/toss-payment';
import { Html, render } from '../render';
import type { SandboxMethod } from './payment-object';
import type { WindowRequest } from './window-fields';

/** `39000` → `39,000원`, without depending on the runtime's ICU data. */
export const formatWon = (amount: number) =>
  `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}원`;

const page = (title: string, body: Html): string => render('toss-page', { title, body }).text;

const hiddenFields = (order: WindowRequest, shown: string | undefined): Html[] =>
  Object.entries({ ...order, amount: String(order.amount) })
    .filter(([name]) => name !== shown)
    .map(([name, value]) => render('hidden-input', { name, value }));

const CONFIRM_NOTE = '돈은 상점 서버가 10분 안에 승인 API를 부를 때 움직입니다.';

/** How the window shows each method, and the field it asks for when the request left it out. */
const methodPages: Record<
  SandboxMethod,
  { name: string; reject: string; note: string; field?: 'customerName' | 'customerMobilePhone' }
> = {
  CARD: {
    name: '신용카드 (테스트 카드 4330-12**-****-123*)',
    reject: '승인 요청 시 카드사 거절',
    note: CONFIRM_NOTE,
  },
  EASY_PAY: {
    name: '간편결제 (토스페이)',
    reject: '승인 요청 시 간편결제사 거절',
    note: CONFIRM_NOTE,
  },
  TRANSFER: {
    name: '계좌이체 (테스트 계좌 · 신한은행)',
    reject: '승인 요청 시 은행 거절',
    note: CONFIRM_NOTE,
  },
  VIRTUAL_ACCOUNT: {
    name: '가상계좌 (신한은행 · 상점 승인 후 발급)',
    reject: '승인 요청 시 발급 거절',
    note: '가상계좌는 상점 서버가 승인하면 발급되고(입금 대기), 입금은 샌드박스의 가상계좌 입금 페이지에서 합니다.',
    field: 'customerName',
  },
  MOBILE_PHONE: {
    name: '휴대폰 (테스트 통신사)',
    reject: '승인 요청 시 통신사 거절',
    note: CONFIRM_NOTE,
    field: 'customerMobilePhone',
  },
};

function methodFields(order: WindowRequest): Html {
  const { field } = methodPages[order.method];
  if (field === 'customerName')
    return render('toss-method-depositor', { value: order.customerName });
  if (field === 'customerMobilePhone') {
    return render('toss-method-phone', { value: order.customerMobilePhone });
  }
  return new Html('');
}

/** The payment window: approve (with a chosen outcome) or cancel, as two plain forms. */
export function renderWindowPage(
  order: WindowRequest,
  actions: { approve: string; decline: string },
): string {
  const method = methodPages[order.method];
  return page(
    '결제하기',
    render('toss-window', {
      orderName: order.orderName,
      amount: formatWon(order.amount),
      orderId: order.orderId,
      methodName: method.name,
      methodFields: methodFields(order),
      rejectLabel: method.reject,
      note: method.note,
      approveAction: actions.approve,
      declineAction: actions.decline,
      hidden: hiddenFields(order, method.field),
    }),
  );
}

/** The answer to a window request that cannot be shown: what is wrong, item by item. */
export function renderProblemPage(problems: string[]): string {
  const items = problems.map((text) => render('list-item', { text }));
  return page('결제창을 열 수 없습니다', render('toss-problems', { items }));
}

export const statusText: Record<TossPayment['status'], string> = {
  READY: '결제 대기',
  IN_PROGRESS: '인증 완료 (승인 대기)',
  WAITING_FOR_DEPOSIT: '입금 대기',
  DONE: '결제 완료',
  CANCELED: '결제 취소',
  PARTIAL_CANCELED: '부분 취소',
  ABORTED: '승인 실패',
  EXPIRED: '유효 시간 만료',
};

function methodRows(payment: TossPayment): [string, string][] {
  if (payment.card) {
    return [
      ['카드번호', payment.card.number],
      ['승인번호', payment.card.approveNo],
    ];
  }
  if (payment.virtualAccount) {
    const account = payment.virtualAccount;
    return [['입금 계좌', `${bankName(account.bankCode)} ${account.accountNumber}`]];
  }
  if (payment.easyPay) return [['간편결제', payment.easyPay.provider]];
  if (payment.mobilePhone) return [['휴대폰 번호', payment.mobilePhone.customerMobilePhone]];
  if (payment.transfer) return [['출금 은행', bankName(payment.transfer.bankCode)]];
  return [];
}

/** The slip a Payment's `receipt.url` points at. */
export function renderReceiptPage(payment: TossPayment): string {
  const rows: [string, string][] = [
    ['주문명', payment.orderName],
    ['주문번호', payment.orderId],
    ['상태', statusText[payment.status]],
    ['결제수단', payment.method ?? '-'],
    ...methodRows(payment),
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
  const heading = payment.card ? '카드 매출전표' : '매출전표';
  return page(heading, render('toss-receipt', { heading, rows: table }));
}

export function renderNotFoundPage(): string {
  return page('영수증 없음', render('toss-receipt-missing'));
}
