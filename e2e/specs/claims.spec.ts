import type { Locator, Page } from '@playwright/test';
import {
  apiSignIn,
  buyNowAsGuest,
  checkAndShoot,
  checkBackOffice,
  expect,
  lookUpGuestOrder,
  openPaymentWindow,
  orderFromCart,
  payOnOrderSheet,
  pointsDesk,
  productId,
  shipAndDeliver,
  signInAsOperator,
  test,
  won,
} from '../fixtures';
import { operator } from '../playwright.config';

const HOODIE = '집업 스웨트 후드';
/** A 1×1 PNG: a photo of the fault. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const BAG = '캔버스 에코백';

interface MyOrder {
  order_id: number;
  merchant_id: string;
  order_status: string;
  refunded_amount?: number;
  claims?: { claim_id: number; kind: string; status: string }[];
}

async function myOrders(page: Page, headers: Record<string, string>) {
  const answer = await page.request.get('/v1/orders/all', { headers });
  return ((await answer.json()) as { order_list: MyOrder[] }).order_list;
}

/** Opens the 교환·반품 dialog of the delivered order's card on My Page. */
async function openClaim(page: Page, merchantId: string) {
  await page.goto('/mypage');
  await page.getByRole('tab', { name: /배송 완료/ }).click();
  const card = page.getByRole('article').filter({ hasText: merchantId });
  await expect(card).toContainText('교환·반품 신청 기한');
  await card.getByRole('button', { name: '교환·반품 신청' }).click();
  const dialog = page.getByRole('dialog', { name: '교환·반품 신청' });
  await expect(dialog).toBeVisible();
  return { card, dialog };
}

/** Runs one back-office step of the claim page and waits for its success note. */
async function step(office: Page, button: string, done: string, confirm?: string) {
  await office.getByRole('button', { name: button, exact: true }).click();
  if (confirm) {
    await office.getByRole('dialog').getByRole('button', { name: confirm, exact: true }).click();
  }
  await expect(office.getByRole('status').filter({ hasText: done })).toBeVisible();
}

async function inspectAll(office: Page, choice: '재판매' | '불량') {
  const panel = office.getByRole('region', { name: '검수' });
  for (const group of await panel.getByRole('group').all()) {
    await group.getByLabel(choice).check();
  }
  await panel.getByRole('button', { name: '검수 완료' }).click();
  await expect(office.getByRole('status').filter({ hasText: '검수를 마쳤습니다.' })).toBeVisible();
}

const claimRow = (office: Page, merchantId: string, kind: string): Locator =>
  office.getByRole('row').filter({ hasText: merchantId }).filter({ hasText: kind });

test('a member exchanges one size and returns another line; the operator completes both', async ({
  page,
  browser,
  shopper,
}, testInfo) => {
  test.setTimeout(180_000);
  const hoodie = await productId(page, HOODIE);
  const bag = await productId(page, BAG);
  await orderFromCart(page, shopper.headers, [
    { itemId: hoodie, option: '차콜 / M', quantity: 1 },
    { itemId: bag, option: '아이보리 / FREE', quantity: 1 },
  ]);
  await payOnOrderSheet(page);
  const order = (await myOrders(page, shopper.headers))[0]!;

  // The operator ships and delivers it (the back office's own steps are in admin.spec).
  const desk = await pointsDesk(page, shopper.userId);
  await shipAndDeliver(page, desk.headers, order.order_id, '6234-5678-9013');

  // A size exchange of the hoodie: both shipping legs are the shopper's.
  const exchange = await openClaim(page, order.merchant_id);
  await exchange.dialog.getByLabel('교환', { exact: true }).check();
  await exchange.dialog.getByLabel('사이즈·색상 변경').check();
  await exchange.dialog.getByRole('button', { name: `${HOODIE} (차콜 / M) 수량 늘리기` }).click();
  await exchange.dialog.getByLabel(`${HOODIE} 교환 옵션`).selectOption({ label: '차콜 / L' });
  await expect(exchange.dialog).toContainText(`교환 왕복 배송비 ${won(6_000)}`);
  await checkAndShoot(page, testInfo, 'claim-exchange-dialog', { fullPage: false });
  await exchange.dialog.getByRole('button', { name: '신청하기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '교환·반품 신청이 접수되었습니다.' }),
  ).toBeVisible();

  // A return of the bag on change of mind: the return leg comes off the refund.
  const back = await openClaim(page, order.merchant_id);
  await back.dialog.getByLabel('반품', { exact: true }).check();
  await back.dialog.getByLabel('단순 변심').check();
  await back.dialog.getByRole('button', { name: `${BAG} (아이보리 / FREE) 수량 늘리기` }).click();
  await expect(back.dialog).toContainText('환불 금액에서 차감됩니다.');
  await back.dialog.getByRole('button', { name: '신청하기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '교환·반품 신청이 접수되었습니다.' }),
  ).toBeVisible();
  await expect(back.card).toContainText('교환·반품 내역');
  await expect(back.card).toContainText('신청 완료');
  await checkAndShoot(page, testInfo, 'claim-history');

  // The operator handles both in the back office.
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const office = await desktop.newPage();
  await signInAsOperator(office, '/admin/claims?status=REQUESTED');
  await expect(claimRow(office, order.merchant_id, '교환')).toBeVisible();
  await checkBackOffice(office, testInfo, 'admin-claims');

  await claimRow(office, order.merchant_id, '반품').getByRole('link').last().click();
  await step(office, '승인', '신청을 승인했습니다.', '승인');
  await step(office, '회수 완료', '회수 완료로 바꿨습니다.', '회수 완료');
  await inspectAll(office, '재판매');
  const refund = office.getByLabel('환불 금액(원)');
  const amount = Number(await refund.inputValue());
  expect(amount).toBeGreaterThan(0);
  await office.getByRole('button', { name: '반품 완료', exact: true }).click();
  await office
    .getByRole('dialog')
    .getByRole('button', { name: `${won(amount)} 환불` })
    .click();
  await expect(office.getByRole('status').filter({ hasText: '반품을 완료하고' })).toBeVisible();
  await checkBackOffice(office, testInfo, 'admin-claim-return-done');

  await office.goto('/admin/claims?kind=EXCHANGE');
  await claimRow(office, order.merchant_id, '교환').getByRole('link').last().click();
  await step(office, '승인', '신청을 승인했습니다.', '승인');
  await step(office, '회수 완료', '회수 완료로 바꿨습니다.', '회수 완료');
  await inspectAll(office, '재판매');
  await office.getByLabel('택배사').selectOption({ label: 'CJ대한통운' });
  await office.getByLabel('송장번호').fill('7234-5678-9014');
  await office.getByRole('button', { name: '교환 완료' }).click();
  await expect(
    office.getByRole('status').filter({ hasText: '교환 상품을 발송 처리했습니다.' }),
  ).toBeVisible();

  // The order itself can be held out of the automatic 구매확정 while something is checked.
  await office.goto(`/admin/orders/${order.order_id}`);
  const hold = office.getByRole('region', { name: '자동 처리 보류' });
  await hold.getByLabel('보류 사유').fill('교환 상품 수령 확인 중');
  await hold.getByRole('button', { name: '자동 처리 보류' }).click();
  await expect(hold).toContainText('보류 중: 교환 상품 수령 확인 중');
  await checkBackOffice(office, testInfo, 'admin-order-hold');
  await hold.getByRole('button', { name: '보류 해제' }).click();
  await expect(hold.getByLabel('보류 사유')).toBeVisible();
  await desktop.close();

  // The refund reached the provider: the order's payment is partly cancelled by that amount.
  const admin = await page.request.get(`/v1/admin/orders/${order.order_id}`, {
    headers: desk.headers,
  });
  const detail = (await admin.json()) as { payment: { status: string } | null };
  expect(detail.payment?.status).toBe('PARTIAL_CANCELED');
  const after = (await myOrders(page, shopper.headers)).find((o) => o.order_id === order.order_id)!;
  expect(after.refunded_amount).toBe(amount);
  expect(after.claims?.map((c) => c.status)).toEqual(['COMPLETED', 'COMPLETED']);

  // The shopper sees both done, the exchange with its tracking number.
  await page.goto('/mypage');
  await page.getByRole('tab', { name: /배송 완료/ }).click();
  const card = page.getByRole('article').filter({ hasText: order.merchant_id });
  await expect(card).toContainText('7234-5678-9014');
  await expect(card).toContainText(won(amount));
  await checkAndShoot(page, testInfo, 'claim-done');
});

test('a guest asks for a return of a faulty item through the order lookup', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const orderer = {
    name: '이반품',
    phone: '01055556666',
    email: 'return@example.com',
    password: 'ondo5678',
  };
  const cap = await productId(page, '워시드 코튼 볼캡');
  await page.goto(`/product/${cap}`);
  await page.getByLabel('옵션', { exact: true }).selectOption('샌드 / FREE');
  await buyNowAsGuest(page, orderer, '5층');
  await openPaymentWindow(page);
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다.' })).toBeVisible();
  const orderNumber = (await page.locator('dd').first().textContent())!.trim();

  // The operator ships and delivers it.
  const desk = await apiSignIn(page.request, operator.userId, operator.password);
  const found = await page.request.get(`/v1/admin/orders?q=${orderNumber}`, {
    headers: desk.headers,
  });
  const orderId = ((await found.json()) as { orders: { order_id: number }[] }).orders[0]!.order_id;
  await shipAndDeliver(page, desk.headers, orderId, '8234-5678-9015');

  await lookUpGuestOrder(page, orderNumber, orderer.name, orderer.password);
  await expect(page.getByText(`주문번호 ${orderNumber}`)).toBeVisible();
  await page.getByRole('button', { name: '교환·반품 신청' }).click();
  const dialog = page.getByRole('dialog', { name: '교환·반품 신청' });
  await dialog.getByLabel('반품', { exact: true }).check();
  await dialog.getByLabel('상품 불량·파손').check();
  await dialog.getByRole('button', { name: '워시드 코튼 볼캡 (샌드 / FREE) 수량 늘리기' }).click();
  await dialog.getByLabel('상세 사유 (선택)').fill('챙 부분 박음질이 풀려 있어요.');
  await dialog.getByLabel('사진 첨부').setInputFiles({
    name: 'flaw.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(dialog).toContainText('불량·오배송은 배송비를 부담하지 않습니다.');
  await dialog.getByRole('button', { name: '신청하기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '교환·반품 신청이 접수되었습니다.' }),
  ).toBeVisible();
  await expect(page.getByText('반품 · 상품 불량·파손')).toBeVisible();
  // The photo is there, served to its signed address.
  const photo = page.getByRole('link', { name: /^첨부 사진 1/ });
  const src = await photo.locator('img').getAttribute('src');
  expect((await page.request.get(src!)).status()).toBe(200);
  expect((await page.request.get(src!.split('?')[0]!)).status()).toBe(404);
  await expect(page.getByRole('button', { name: '신청 철회' })).toBeVisible();
  await checkAndShoot(page, testInfo, 'claim-guest');
});
