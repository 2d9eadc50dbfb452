import { SANDBOX_CLIENT_KEY } from './keys';
import type { SandboxMethod } from './payment-object';

/** What the storefront asks the payment window for (SDK v2 `requestPayment`, docs/integrations.md#payment-widget). */
export interface WindowRequest {
  clientKey: string;
  customerKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  successUrl: string;
  failUrl: string;
  /** The method picked in the widget; a window opened without one takes cards. */
  method: SandboxMethod;
  /** Optional in the request; a virtual account needs the name, a mobile payment the phone. */
  customerName: string;
  customerMobilePhone: string;
}

export type Outcome = 'approve' | 'reject';

export interface Approval {
  order: WindowRequest;
  outcome: Outcome;
  /** A test-only amount for the redirect; the session keeps the real one. */
  redirectAmount: number | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

export const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
const CUSTOMER_KEY = /^[A-Za-z0-9\-_=.@]{2,50}$/;
const ANONYMOUS = '@@ANONYMOUS';
const MOBILE_PHONE = /^\d{8,15}$/;
const METHODS: readonly SandboxMethod[] = [
  'CARD',
  'EASY_PAY',
  'TRANSFER',
  'VIRTUAL_ACCOUNT',
  'MOBILE_PHONE',
];

/** A non-negative whole number written in digits, or undefined. */
export function parseWholeNumber(text: string): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

function isWebUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:';
}

const got = (value: string) => (value === '' ? '(값 없음)' : `(받은 값: "${value}")`);

/** Query strings and forms may repeat a name; the first value counts. */
function text(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

export function checkWindowRequest(fields: Record<string, unknown>): Checked<WindowRequest> {
  const order = {
    clientKey: text(fields, 'clientKey'),
    customerKey: text(fields, 'customerKey'),
    orderId: text(fields, 'orderId'),
    orderName: text(fields, 'orderName'),
    amount: text(fields, 'amount'),
    successUrl: text(fields, 'successUrl'),
    failUrl: text(fields, 'failUrl'),
    customerName: text(fields, 'customerName').trim(),
    customerMobilePhone: text(fields, 'customerMobilePhone').trim(),
  };
  const methodText = text(fields, 'method') || 'CARD';
  const method = METHODS.find((code) => code === methodText);
  const problems: string[] = [];
  if (method === undefined) {
    problems.push(`method: ${METHODS.join(', ')} 중 하나여야 합니다. ${got(methodText)}`);
  }
  if ([...order.customerName].length > 100) {
    problems.push('customerName: 100자 이하여야 합니다.');
  }
  if (order.customerMobilePhone !== '' && !MOBILE_PHONE.test(order.customerMobilePhone)) {
    problems.push(
      `customerMobilePhone: - 없이 숫자 8~15자여야 합니다. ${got(order.customerMobilePhone)}`,
    );
  }
  if (order.clientKey !== SANDBOX_CLIENT_KEY) {
    problems.push(
      `clientKey: 샌드박스 클라이언트 키(${SANDBOX_CLIENT_KEY})가 아닙니다. ${got(order.clientKey)}`,
    );
  }
  if (order.customerKey !== ANONYMOUS && !CUSTOMER_KEY.test(order.customerKey)) {
    problems.push(
      `customerKey: 영문, 숫자, - _ = . @로 된 2~50자이거나 ${ANONYMOUS}여야 합니다. ${got(order.customerKey)}`,
    );
  }
  if (!ORDER_ID.test(order.orderId)) {
    problems.push(`orderId: 영문, 숫자, -, _로 된 6~64자여야 합니다. ${got(order.orderId)}`);
  }
  const nameLength = [...order.orderName].length;
  if (nameLength < 1 || nameLength > 100) {
    problems.push(`orderName: 1~100자여야 합니다. (지금 ${nameLength}자)`);
  }
  const amount = parseWholeNumber(order.amount);
  if (amount === undefined) {
    problems.push(`amount: 0 이상의 정수여야 합니다. ${got(order.amount)}`);
  }
  for (const name of ['successUrl', 'failUrl'] as const) {
    if (!isWebUrl(order[name])) {
      problems.push(`${name}: http(s)로 시작하는 절대 주소여야 합니다. ${got(order[name])}`);
    }
  }
  if (problems.length > 0 || amount === undefined || method === undefined) {
    return { ok: false, problems };
  }
  return { ok: true, value: { ...order, amount, method } };
}

/** What approving with the method takes that the request may have left out. */
function methodProblems(order: WindowRequest): string[] {
  if (order.method === 'VIRTUAL_ACCOUNT' && order.customerName === '') {
    return ['customerName (입금자명): 가상계좌는 구매자 이름으로 발급됩니다. (값 없음)'];
  }
  if (order.method === 'MOBILE_PHONE' && order.customerMobilePhone === '') {
    return ['customerMobilePhone (휴대폰 번호): 휴대폰 결제에 필요합니다. (값 없음)'];
  }
  return [];
}

export function checkApproval(fields: Record<string, unknown>): Checked<Approval> {
  const order = checkWindowRequest(fields);
  const problems = order.ok ? methodProblems(order.value) : [...order.problems];
  const outcomeText = text(fields, 'outcome') || 'approve';
  const outcome = outcomeText === 'approve' || outcomeText === 'reject' ? outcomeText : undefined;
  if (outcome === undefined) {
    problems.push(`outcome: approve 또는 reject여야 합니다. ${got(outcomeText)}`);
  }
  const tampered = text(fields, 'redirectAmount').trim();
  const redirectAmount = tampered === '' ? null : parseWholeNumber(tampered);
  if (redirectAmount === undefined) {
    problems.push(
      `redirectAmount (리다이렉트 금액 변조): 0 이상의 정수여야 합니다. ${got(tampered)}`,
    );
  }
  if (!order.ok || problems.length > 0 || outcome === undefined || redirectAmount === undefined) {
    return { ok: false, problems };
  }
  return { ok: true, value: { order: order.value, outcome, redirectAmount } };
}
