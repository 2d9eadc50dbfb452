import {
  buyNowAsGuest,
  checkAndShoot,
  expect,
  openPaymentWindow,
  optionStock,
  productId,
  test,
} from '../fixtures';

const TEE = '헤비웨이트 코튼 반팔 티셔츠';
const ORDERER = {
  name: '이비회',
  phone: '01098765432',
  email: 'guest@example.com',
  password: 'ondo1234',
};
const PASSWORD = ORDERER.password;

test('a guest buys without an account, finds the order with 비회원 주문조회 and cancels it', async ({
  page,
  isMobile,
  consoleErrors,
}, testInfo) => {
  // The wrong password's lookup is answered 404, which the browser logs.
  consoleErrors.allow(/status of 404/);
  const tee = await productId(page, TEE);
  // An option of its own per layout: the two run at once and count the stock.
  const option = isMobile ? '오트밀 / 3' : '오트밀 / 1';
  const stockOf = () => optionStock(page, tee, option);
  const before = await stockOf();

  await page.goto(`/product/${tee}`);
  await page.getByLabel('옵션', { exact: true }).selectOption(option);
  // The order sheet asks how to order; the guest goes on without an account, and has no coupons.
  await buyNowAsGuest(page, ORDERER, '2층');
  await expect(page.getByRole('heading', { name: '쿠폰' })).toHaveCount(0);
  await checkAndShoot(page, testInfo, 'guest-order-sheet');

  await openPaymentWindow(page);
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page).toHaveURL(/\/order\/success\?/);
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다.' })).toBeVisible();
  await expect(page.getByText(/비회원 주문조회에서 확인할 수 있습니다/)).toBeVisible();
  const orderNumber = (await page.locator('dd').first().textContent())!.trim();
  expect(orderNumber).toMatch(/\d/);
  await checkAndShoot(page, testInfo, 'guest-order-success');
  expect(await stockOf()).toBe(before - 1);

  // Another day, another browser: the order number, the mobile and the password find it.
  await page.context().clearCookies();
  await page.getByRole('link', { name: '비회원 주문조회' }).click();
  await expect(page).toHaveURL(/\/guest-order$/);
  await page.getByLabel('주문번호').fill(orderNumber);
  await page.getByLabel('이름 또는 휴대폰 번호').fill('010-9876-5432');
  await page.getByLabel('주문 비밀번호').fill('wrong-pass');
  await page.getByRole('button', { name: '조회하기' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '주문 정보가 일치하지 않습니다. 주문번호와 입력한 정보를 확인해주세요.',
  );
  await page.getByLabel('주문 비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '조회하기' }).click();
  await expect(page.getByText(`주문번호 ${orderNumber}`)).toBeVisible();
  await expect(page.getByText('주문 완료')).toBeVisible();
  await checkAndShoot(page, testInfo, 'guest-order-lookup');

  await page.getByRole('button', { name: '주문 취소' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '주문 취소하기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '주문이 취소되었습니다.' }),
  ).toBeVisible();
  await expect(page.getByTestId('order-refunded')).toBeVisible();
  expect(await stockOf()).toBe(before);
});
