import type { Page } from '@playwright/test';
import {
  buyNowAsGuest,
  checkAndShoot,
  checkBackOffice,
  expect,
  lookUpGuestOrder,
  openPaymentWindow,
  optionStock,
  productId,
  shoot,
  signInAsOperator,
  test,
} from '../fixtures';

const HOODIE = '루프백 스웨트 후드';

/** The sandbox's section of one issued account, found by its order number. */
const accountAtSandbox = (page: Page, orderNumber: string) =>
  page.locator('section.account').filter({ hasText: orderNumber });

test('a guest pays by virtual account, the sandbox deposits, and the refund goes to the account they name', async ({
  page,
  browser,
  baseURL,
  isMobile,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  // The mail page shows each mail's HTML in a frame sandboxed without scripts.
  consoleErrors.allow(/^Blocked script execution in 'about:srcdoc'/);
  // A cancel without the refund account is answered 422 before the form asks for it.
  consoleErrors.allow(/status of 422/);
  // Each layout its own orderer and option: the two run at once.
  const orderer = {
    name: isMobile ? '박가상' : '최가상',
    phone: isMobile ? '01055556666' : '01077778888',
    email: isMobile ? 'va-mobile@example.com' : 'va-desktop@example.com',
    password: 'deposit12',
  };
  const hoodie = await productId(page, HOODIE);
  const option = isMobile ? '멜란지 그레이 / S' : '멜란지 그레이 / L';
  const stockOf = () => optionStock(page, hoodie, option);
  const before = await stockOf();

  await page.goto(`/product/${hoodie}`);
  await page.getByLabel('옵션', { exact: true }).selectOption(option);
  await buyNowAsGuest(page, orderer, '가상계좌 101호');
  await page.getByRole('radio', { name: '가상계좌' }).check();
  await openPaymentWindow(page);
  await page.getByRole('button', { name: '결제 승인' }).click();

  // The order waits for the deposit: the account, the exact amount and the due time are shown.
  await expect(page).toHaveURL(/\/order\/success\?/);
  await expect(page.getByRole('heading', { name: '주문이 접수되었습니다.' })).toBeVisible();
  const account = page.getByRole('region', { name: '입금 계좌' });
  await expect(account).toContainText('신한은행');
  await expect(account).toContainText(orderer.name);
  await expect(account).toContainText(/까지/);
  const orderNumber = (await page.locator('dd').first().textContent())!.trim();
  const amount = /입금할 금액\s*([\d,]+원)/.exec((await account.textContent())!)![1]!;
  const accountNumber = (await account.getByTestId('account-number').textContent())!.trim();
  await checkAndShoot(page, testInfo, 'virtual-account-issued');
  // The goods are kept for the deposit.
  expect(await stockOf()).toBe(before - 1);

  // The sandbox takes the deposit; the shop hears of it by its deposit notice.
  await page.goto('/sandbox/toss/virtual-accounts');
  const issued = accountAtSandbox(page, orderNumber);
  await expect(issued).toContainText(accountNumber);
  await issued.getByRole('button', { name: '지금 입금' }).click();
  await expect(accountAtSandbox(page, orderNumber)).toContainText('결제 완료');

  // The mailbox and the AlimTalk stand-in hold the deposit instructions and the order's completion.
  await page.goto('/sandbox/mail/view');
  const mails = page.locator('article').filter({ hasText: orderer.email });
  await expect(async () => {
    await page.reload();
    await expect(mails.filter({ hasText: '아래 계좌로 입금해 주시면' })).toHaveCount(1);
    await expect(mails.filter({ hasText: '주문이 완료되었습니다' })).toHaveCount(1);
  }).toPass({ timeout: 20_000 });
  await expect(mails.filter({ hasText: '아래 계좌로 입금해 주시면' })).toContainText(accountNumber);
  await page.goto('/sandbox/alimtalk/view');
  const talks = page.locator('article').filter({ hasText: orderNumber });
  await expect(talks.filter({ hasText: '[ONDO STUDIO] 입금 안내' })).toHaveCount(1);
  await expect(talks.filter({ hasText: '[ONDO STUDIO] 주문 완료' })).toHaveCount(1);
  await expect(talks.first()).toContainText(orderer.phone);
  await shoot(page, testInfo, 'virtual-account-alimtalk');

  // The back office sees how it was paid and where the account stands.
  if (!isMobile) {
    const context = await browser.newContext({ baseURL, locale: 'ko-KR' });
    const office = await context.newPage();
    await signInAsOperator(office, `/admin/orders?q=${orderNumber}`);
    await office.getByRole('link', { name: orderNumber }).click();
    await expect(office.getByRole('heading', { name: `주문 ${orderNumber}` })).toBeVisible();
    await expect(office.getByText('비회원').first()).toBeVisible();
    await expect(office.getByText('가상계좌').first()).toBeVisible();
    await expect(office.getByText(accountNumber)).toBeVisible();
    await expect(office.getByText('입금 완료').first()).toBeVisible();
    await checkBackOffice(office, testInfo, 'virtual-account-back-office');
    await context.close();
  }

  // Later, in another browser: the lookup shows the paid order, a cash receipt is issued.
  await lookUpGuestOrder(page, orderNumber, orderer.phone, orderer.password);
  await expect(page.getByText(`주문번호 ${orderNumber}`)).toBeVisible();
  await expect(page.getByText('주문 완료')).toBeVisible();
  await expect(page.getByTestId('virtual-account')).toContainText('입금 완료');
  await page.getByRole('button', { name: '현금영수증 신청' }).click();
  await page.getByLabel('휴대폰 번호 또는 현금영수증 카드번호').fill(orderer.phone);
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '현금영수증이 발급되었습니다.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /영수증 보기/ })).toBeVisible();

  // The cancel asks where the deposit goes back.
  await page.getByRole('button', { name: '주문 취소' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '환불받을 계좌를 입력해주세요' })).toBeVisible();
  await dialog.getByLabel('은행').selectOption({ label: '카카오뱅크' });
  await dialog.getByLabel('계좌번호').fill('3333-01-2345678');
  await dialog.getByLabel('예금주').fill(orderer.name);
  await checkAndShoot(page, testInfo, 'virtual-account-refund-account');
  await dialog.getByRole('button', { name: '주문 취소하기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '주문이 취소되었습니다.' }),
  ).toBeVisible();
  expect(await stockOf()).toBe(before);

  // The refund reached the provider, into that account.
  await page.goto('/sandbox/toss/virtual-accounts');
  const refunded = accountAtSandbox(page, orderNumber);
  await expect(refunded).toContainText('결제 취소');
  await expect(refunded).toContainText(`카카오뱅크 3333012345678 (${orderer.name})`);
  await expect(refunded).toContainText(`${amount} 환불`);
});
