import { escapeHtml } from '../../../lib/html';
import type { TossPayment } from '../types';
import type { WindowRequest } from './window-fields';

/** `39000` → `39,000원`, without depending on the runtime's ICU data. */
export const formatWon = (amount: number) =>
  `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}원`;

const style = `body{margin:0;background:#f4f3ef;color:#1d1d1b;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;line-height:1.5}
main{max-width:420px;margin:40px auto;padding:28px 24px;background:#fff;border:1px solid #e4e1da;border-radius:12px}
.badge{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;background:#eef1f6;color:#3d4f6b;font-size:12px}
h1{font-size:20px;margin:0 0 20px}dl{margin:0 0 24px}dt{color:#6b6860;font-size:13px}dd{margin:0 0 12px;word-break:break-all}
.amount{font-size:24px;font-weight:700}fieldset{border:1px solid #e4e1da;border-radius:8px;margin:0 0 16px;padding:12px 14px}
legend{font-size:13px;color:#6b6860;padding:0 4px}label{display:block;margin:4px 0}
.tamper{font-size:13px;color:#6b6860;margin:0 0 20px}.tamper input{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:8px;border:1px solid #d6d2c8;border-radius:6px;font:inherit}
button{width:100%;padding:12px;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;background:#3182f6;color:#fff}
button.secondary{margin-top:8px;background:#f0efe9;color:#1d1d1b}ul{padding-left:20px}li{margin:6px 0;word-break:break-all}
.note{margin:20px 0 0;color:#8a867c;font-size:12px}table{width:100%;border-collapse:collapse;font-size:14px}td{padding:6px 0;border-top:1px solid #eee}td:last-child{text-align:right}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · 토스페이먼츠 샌드박스</title><style>${style}</style></head>
<body><main><p class="badge">테스트 결제창 · 실제 결제가 일어나지 않습니다</p>
${body}
</main></body></html>`;
}

function hiddenFields(order: WindowRequest): string {
  const fields: Record<string, string> = { ...order, amount: String(order.amount) };
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
}

/** The payment window: approve (with a chosen outcome) or cancel, as two plain forms. */
export function renderWindowPage(
  order: WindowRequest,
  actions: { approve: string; decline: string },
): string {
  const hidden = hiddenFields(order);
  return page(
    '결제하기',
    `<h1>결제하기</h1>
<dl><dt>주문명</dt><dd>${escapeHtml(order.orderName)}</dd>
<dt>결제 금액</dt><dd class="amount">${formatWon(order.amount)}</dd>
<dt>주문번호</dt><dd>${escapeHtml(order.orderId)}</dd>
<dt>결제수단</dt><dd>신용카드 (테스트 카드 4330-12**-****-123*)</dd></dl>
<form method="post" action="${escapeHtml(actions.approve)}">
${hidden}
<fieldset><legend>승인 결과 (테스트)</legend>
<label><input type="radio" name="outcome" value="approve" checked> 정상 승인</label>
<label><input type="radio" name="outcome" value="reject"> 승인 요청 시 카드사 거절</label>
</fieldset>
<label class="tamper">리다이렉트 금액 변조 (테스트)
<input type="number" name="redirectAmount" min="0" step="1" inputmode="numeric" placeholder="비워 두면 실제 금액">
</label>
<button type="submit">결제 승인</button>
</form>
<form method="post" action="${escapeHtml(actions.decline)}">
${hidden}
<button type="submit" class="secondary">결제 취소</button>
</form>
<p class="note">결제 승인을 누르면 인증만 끝난 상태(IN_PROGRESS)로 successUrl로 이동합니다. 돈은 상점 서버가 10분 안에 승인 API를 부를 때 움직입니다.</p>`,
  );
}

/** The answer to a window request that cannot be shown: what is wrong, item by item. */
export function renderProblemPage(problems: string[]): string {
  const items = problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('\n');
  return page(
    '결제창을 열 수 없습니다',
    `<h1>결제창을 열 수 없습니다</h1>
<p>결제 요청에 잘못된 값이 있습니다.</p>
<ul>${items}</ul>`,
  );
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
  const table = rows
    .map(([name, value]) => `<tr><td>${escapeHtml(name)}</td><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  return page('카드 매출전표', `<h1>카드 매출전표</h1>\n<table>${table}</table>`);
}

export function renderNotFoundPage(): string {
  return page('영수증 없음', '<h1>영수증을 찾을 수 없습니다</h1><p>결제 정보가 없습니다.</p>');
}
