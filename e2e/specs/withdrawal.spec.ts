import { checkAndShoot, expect, pointsDesk, signInAsOperator, test, won } from '../fixtures';

test('a member sees what leaving costs, confirms with the password, and is gone', async ({
  page,
  browser,
  shopper,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  // The wrong password below is answered 403, which the browser logs.
  consoleErrors.allow(/status of 403/);
  // Some points to lose, granted by the operator.
  const { memberId, grant } = await pointsDesk(page, shopper.userId);
  await grant(3_000, '가입 감사');

  await page.goto('/mypage');
  await page.getByRole('link', { name: '회원 탈퇴' }).click();
  await expect(page.getByRole('heading', { name: '회원 탈퇴', level: 1 })).toBeVisible();
  await expect(page.getByText(`적립금 ${won(3_000)}이 소멸됩니다.`)).toBeVisible();
  await expect(page.getByText('탈퇴한 아이디로 다시 회원가입할 수 있습니다.')).toBeVisible();

  // Without the password and the agreement nothing is sent; a wrong password is named.
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('비밀번호를 입력해주세요.', { exact: true })).toBeVisible();
  await expect(page.getByText('안내 사항을 확인하고 동의해주세요.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('Wrong123$');
  await page.getByLabel('안내 사항을 모두 확인했으며 탈퇴에 동의합니다').check();
  await page.getByLabel('탈퇴 사유 (선택)').selectOption('원하는 상품이 없음');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await page
    .getByRole('dialog', { name: '정말 탈퇴하시겠습니까?' })
    .getByRole('button', { name: '탈퇴하기' })
    .click();
  await expect(page.getByText('비밀번호가 올바르지 않습니다.')).toBeVisible();
  await checkAndShoot(page, testInfo, 'withdrawal-form');

  await page.getByLabel('비밀번호', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
  await checkAndShoot(page, testInfo, 'withdrawal-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('status').filter({ hasText: '회원 탈퇴가 완료되었습니다.' }),
  ).toBeVisible();

  // The old ID no longer signs in; the back office shows an anonymous member.
  const signIn = await page.request.post('/v1/users/signin', {
    data: { user_id: shopper.userId, password: shopper.password },
  });
  expect(signIn.status()).not.toBe(200);
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const office = await desktop.newPage();
  await signInAsOperator(office, `/admin/members/${memberId}`);
  await expect(office.getByRole('heading', { name: `탈퇴회원-${memberId} 회원` })).toBeVisible();
  await desktop.close();
});
