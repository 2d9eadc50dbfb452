import {
  checkAndShoot,
  checkBackOffice,
  expect,
  productId,
  signInAsOperator,
  test,
} from '../fixtures';

const KNIT = '램스울 크루넥 니트';
/** Sold out in the demo catalog. */
const SOLD_OUT = '네이비 / M';

test('a member and a guest ask to be told when a sold-out size is back; the operator sees the demand', async ({
  page,
  browser,
  shopper,
}, testInfo) => {
  test.setTimeout(120_000);
  const knit = await productId(page, KNIT);

  // A member: one tap on the sold-out option.
  await page.goto(`/product/${knit}`);
  await page.getByRole('button', { name: `${SOLD_OUT} 재입고 알림 신청` }).click();
  await expect(
    page.getByText('재입고되면 알려드릴게요. 신청은 30일 동안 유지됩니다.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `${SOLD_OUT} 알림 신청됨` })).toBeDisabled();
  await checkAndShoot(page, testInfo, 'restock-member', { fullPage: false });

  const mine = await page.request.get('/v1/users/me/restock-alerts', { headers: shopper.headers });
  const { alerts } = (await mine.json()) as { alerts: { option_label: string; status: string }[] };
  expect(alerts).toEqual([expect.objectContaining({ option_label: SOLD_OUT, status: 'WAITING' })]);

  // A guest: a mobile number and consent to its use for this.
  const visitor = await browser.newContext({ viewport: page.viewportSize()! });
  const guest = await visitor.newPage();
  await guest.goto(`/product/${knit}`);
  await guest.getByRole('button', { name: `${SOLD_OUT} 재입고 알림 신청` }).click();
  const dialog = guest.getByRole('dialog', { name: '재입고 알림 신청' });
  await dialog.getByRole('textbox', { name: '휴대폰 번호' }).fill('010-3456-7890');
  await dialog.getByRole('button', { name: '알림 신청하기' }).click();
  await expect(dialog).toContainText('알림 발송을 위한 개인정보 수집·이용에 동의해주세요.');
  await dialog.getByRole('checkbox').check();
  await checkAndShoot(guest, testInfo, 'restock-guest-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: '알림 신청하기' }).click();
  await expect(
    guest.getByText('재입고되면 알려드릴게요. 신청은 30일 동안 유지됩니다.'),
  ).toBeVisible();
  await visitor.close();

  // The operator sees who waits for the option: a signal to reorder.
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const office = await desktop.newPage();
  await signInAsOperator(office, '/admin/restock');
  const row = office.getByRole('row').filter({ hasText: KNIT }).filter({ hasText: SOLD_OUT });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `${KNIT} ${SOLD_OUT} 발송 차수` }).click();
  await expect(
    office.getByText('아직 보낸 차수가 없습니다. 재고가 들어오면 첫 차수를 보냅니다.'),
  ).toBeVisible();
  await checkBackOffice(office, testInfo, 'admin-restock');
  await desktop.close();
});
