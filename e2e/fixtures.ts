import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { operator } from './playwright.config';

interface ConsoleErrors {
  /** A console error this test causes on purpose (e.g. the browser logging an expected 401). */
  allow(pattern: RegExp): void;
}

type Shopper = Awaited<ReturnType<typeof signInNewMember>>;

/**
 * Fails the test on any console error or uncaught page error it did not allow; `shopper` is a
 * new member, signed in in the test's browser before the test starts.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors; shopper: Shopper }>({
  shopper: async ({ page, baseURL }, use) => use(await signInNewMember(page, baseURL!)),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((e) => !allowed.some((p) => p.test(e))),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousA11yViolations(page: Page) {
  // A dialog fading in has, for a moment, colours that fail contrast: let finite animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Layout faults a shopper or operator would see: a page wider than the screen scrolls sideways. */
export async function layoutFaults(page: Page) {
  const { page: wide, screen } = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  return wide > screen ? [`page is ${wide}px wide on a ${screen}px screen`] : [];
}

/**
 * A screenshot kept with the test's results, named by page and project. Overlays (menu, modal)
 * are shot as the viewport: a full-page capture resizes the page for a moment, which can flip the
 * layout's media queries and close them.
 */
export async function shoot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage,
  });
}

/** Axe finds nothing serious on the page as it is now, which is then kept as a screenshot. */
export async function checkAndShoot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options?: { fullPage?: boolean },
) {
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await shoot(page, testInfo, name, options);
}

/** The id of the shop's product called `name`. */
export async function productId(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/v1/items');
  expect(response.ok()).toBe(true);
  const items = (await response.json()) as { id: number; name: string }[];
  const item = items.find((card) => card.name === name);
  expect(item, name).toBeTruthy();
  return item!.id;
}

/** Signs in with the back office's own form, which any back-office address shows first. */
export async function signInAsOperator(page: Page, path = '/admin') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await page.getByLabel('아이디').fill(operator.userId);
  await page.getByLabel('비밀번호').fill(operator.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toBeVisible();
}

/**
 * A back-office page once loaded: Axe finds nothing serious, it fits the screen, and it is kept
 * as a screenshot from the top, so the sticky bars sit where a person sees them.
 */
export async function checkBackOffice(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  expect(await layoutFaults(page), name).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, testInfo, name);
}

let counter = 0;
/** A new member through the API (fast), answering the ID and password. */
export async function newMember(page: Page) {
  counter += 1;
  const id = `e2e${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  const body = {
    user_id: id,
    email: `${id}@naver.com`,
    name: '김온도',
    password: 'Secure123$',
    nickname: `온도${id.slice(-6)}`,
    phone_num: '010-1234-5678',
  };
  const response = await page.request.post('/v1/users/signup', { data: body });
  expect(response.status()).toBe(201);
  return { userId: id, password: body.password, nickname: body.nickname, email: body.email };
}

export interface Session {
  access: string;
  refresh: string;
  headers: { authorization: string };
}

/** Signs in through the API: the tokens and the bearer header for further API calls. */
export async function apiSignIn(
  request: APIRequestContext,
  userId: string,
  password: string,
): Promise<Session> {
  const response = await request.post('/v1/users/signin', {
    data: { user_id: userId, password },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as {
    token: { access_token: string; refresh_token: string };
  };
  return {
    access: token.access_token,
    refresh: token.refresh_token,
    headers: { authorization: `Bearer ${token.access_token}` },
  };
}

/** Keeps a session's tokens as the shop's cookies, so the web app starts signed in. */
export async function keepSession(context: BrowserContext, baseURL: string, session: Session) {
  await context.addCookies([
    { name: 'access', value: session.access, url: baseURL },
    { name: 'refresh', value: session.refresh, url: baseURL },
  ]);
}

/** Signs this page's browser in through the API (fast setup); answers the session. */
export async function signInBrowser(page: Page, baseURL: string, userId: string, password: string) {
  const session = await apiSignIn(page.request, userId, password);
  await keepSession(page.context(), baseURL, session);
  return session;
}

/**
 * Signs the member in through the shop's login dialog, open over the page, once it shows `prompt`
 * (why it asks) when given; answers the dialog.
 */
export async function signInThroughDialog(
  page: Page,
  member: { userId: string; password: string },
  prompt?: string,
) {
  const dialog = page.getByRole('dialog', { name: '로그인' });
  if (prompt) await expect(dialog.getByText(prompt)).toBeVisible();
  await dialog.getByLabel('아이디').fill(member.userId);
  await dialog.getByLabel('비밀번호').fill(member.password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  return dialog;
}

/** Fills a form's fields by their labels, in the order given, then presses its `button`. */
export async function submitForm(form: Locator, button: string, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: button }).click();
}

/** A new member, signed in in this page's browser through the API (fast setup). */
export async function signInNewMember(page: Page, baseURL: string) {
  const member = await newMember(page);
  const session = await signInBrowser(page, baseURL, member.userId, member.password);
  return { ...member, ...session };
}

/** Puts lines in the member's cart; answers the new rows' ids. */
async function fillCart(
  page: Page,
  headers: Record<string, string>,
  lines: { itemId: number; option: string; quantity: number }[],
) {
  for (const line of lines) {
    const response = await page.request.post('/v1/cart/create', {
      headers,
      data: {
        item_id: line.itemId,
        options: [{ color_size: line.option, quantity: line.quantity }],
      },
    });
    expect(response.ok()).toBe(true);
  }
  const cart = await page.request.get('/v1/cart', { headers });
  return ((await cart.json()) as { cart_id: number }[]).map((row) => row.cart_id);
}

/**
 * Puts lines in the member's cart and opens /order with them as the cart does: the rows as route
 * state (the app keeps it in history.state, which survives the reload).
 */
export async function orderFromCart(
  page: Page,
  headers: Record<string, string>,
  lines: { itemId: number; option: string; quantity: number }[],
) {
  const cartIds = await fillCart(page, headers, lines);
  await page.goto('/');
  await page.evaluate((ids) => {
    window.history.pushState(
      { usr: { type: 'cart', cart_ids: ids }, key: 'e2e-cart', idx: 1 },
      '',
      '/order',
    );
  }, cartIds);
  await page.reload();
  await expect(page.getByRole('heading', { name: '주문서', level: 1 })).toBeVisible();
}

/** Types the delivery address on the order sheet instead of searching it. */
export async function typeAddressByHand(page: Page, detail: string) {
  await page.getByRole('button', { name: '직접 입력' }).click();
  await page.getByLabel('우편번호').fill('04779');
  await page.getByLabel('기본 주소').fill('서울 성동구 성수이로 113');
  await page.getByLabel('상세 주소').fill(detail);
}

/** The stock of one option of a product, as the storefront's API answers it. */
export async function optionStock(page: Page, itemId: number, option: string) {
  const item = await (await page.request.get(`/v1/items/${itemId}`)).json();
  return (item as { options: Record<string, number> }).options[option]!;
}

export interface GuestOrderer {
  name: string;
  phone: string;
  email: string;
  password: string;
}

/**
 * From a product page with its option chosen: 바로 구매 as a guest, the orderer, the consent and
 * the recipient filled in, the address typed by hand. The payment widget comes next.
 */
export async function buyNowAsGuest(page: Page, orderer: GuestOrderer, detail: string) {
  await page.getByRole('button', { name: '바로 구매' }).click();
  await expect(page.getByRole('heading', { name: '어떻게 주문하시겠어요?' })).toBeVisible();
  await page.getByRole('button', { name: '비회원으로 주문' }).click();
  await expect(page.getByRole('heading', { name: '주문자 정보' })).toBeVisible();
  await page.getByLabel('주문하는 분').fill(orderer.name);
  await page.getByLabel('주문자 휴대폰 번호').fill(orderer.phone);
  await page.getByLabel('이메일', { exact: true }).fill(orderer.email);
  await page.getByLabel('주문 비밀번호', { exact: true }).fill(orderer.password);
  await page.getByLabel('주문 비밀번호 확인').fill(orderer.password);
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await page.getByLabel('받는 분').fill(orderer.name);
  await page.getByLabel('휴대폰 번호', { exact: true }).fill(orderer.phone);
  await typeAddressByHand(page, detail);
}

/** 비회원 주문조회 from another browser: the order number, the orderer and the password. */
export async function lookUpGuestOrder(
  page: Page,
  orderNumber: string,
  orderer: string,
  password: string,
) {
  await page.context().clearCookies();
  await page.goto('/guest-order');
  await page.getByLabel('주문번호').fill(orderNumber);
  await page.getByLabel('이름 또는 휴대폰 번호').fill(orderer);
  await page.getByLabel('주문 비밀번호').fill(password);
  await page.getByRole('button', { name: '조회하기' }).click();
}

/** Ticks the payment widget's agreement (the sandbox SDK draws it like the real one). */
export async function agree(page: Page) {
  await page.getByRole('checkbox', { name: /\[필수\] 결제 서비스 이용 약관/ }).check();
}

/**
 * Agrees on the order page and pays: the button names `total` where it is given. The sandbox
 * payment window opens.
 */
export async function openPaymentWindow(page: Page, total?: number) {
  await agree(page);
  const name = total === undefined ? /결제하기$/ : `${won(total)} 결제하기`;
  await page.getByRole('button', { name }).click();
  await expect(page).toHaveURL(/\/sandbox\/toss\/window/);
}

/** An amount as the shop writes it. */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/**
 * The operator's hand on a member's 적립금, through the back office's API: `grant(amount)` gives
 * (or, negative, deducts) with a reason. Answers the member's id too.
 */
export async function pointsDesk(page: Page, userId: string) {
  const desk = await apiSignIn(page.request, operator.userId, operator.password);
  const found = await page.request.get(`/v1/admin/members?q=${encodeURIComponent(userId)}`, {
    headers: desk.headers,
  });
  const memberId = ((await found.json()) as { members: { member_id: number }[] }).members[0]!
    .member_id;
  return {
    memberId,
    headers: desk.headers,
    async grant(amount: number, reason = '이벤트 적립금') {
      const granted = await page.request.post(`/v1/admin/members/${memberId}/points`, {
        headers: desk.headers,
        data: { amount, reason },
      });
      expect(granted.status()).toBe(200);
    },
  };
}

/** On the member's order sheet: the recipient, the address typed, the terms, paid in the window. */
export async function payOnOrderSheet(page: Page) {
  await page.getByLabel('받는 분', { exact: true }).fill('김온도');
  await page.getByLabel('휴대폰 번호', { exact: true }).fill('010-1234-5678');
  await typeAddressByHand(page, '3층');
  await agree(page);
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다.' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The operator ships the order with `trackingNumber` and marks it delivered, through the API. */
export async function shipAndDeliver(
  page: Page,
  headers: Record<string, string>,
  orderId: number,
  trackingNumber: string,
) {
  for (const data of [
    { status: 'SHIPPED', carrier: 'CJ대한통운', tracking_number: trackingNumber },
    { status: 'DELIVERED' },
  ]) {
    const moved = await page.request.post(`/v1/admin/orders/${orderId}/status`, { headers, data });
    expect(moved.status()).toBe(200);
  }
}
