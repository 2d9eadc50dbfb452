import type { Page } from '@playwright/test';
import {
  apiSignIn,
  checkAndShoot,
  expect,
  newMember,
  shoot,
  signInBrowser,
  test,
} from '../fixtures';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a new password needs the current one and ends the sessions on other devices', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  const member = await newMember(page);
  const elsewhere = await apiSignIn(page.request, member.userId, member.password);
  await signInBrowser(page, baseURL!, member.userId, member.password);
  await page.goto('/edit');
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Changed456!');
  await page.getByLabel('새 비밀번호 확인').fill('Changed456!');
  const current = page.getByLabel('현재 비밀번호');
  await expect(current).toBeVisible();

  consoleErrors.allow(/status of 403/);
  await current.fill('Wrong999!x');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(
    page.getByRole('main').getByText('현재 비밀번호가 올바르지 않습니다.'),
  ).toBeVisible();
  await checkAndShoot(page, testInfo, 'edit-current-password');

  await current.fill(member.password);
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(toast(page, '회원정보가 수정되었습니다.')).toBeVisible();

  // The other device's tokens no longer work; this one was signed in again.
  const stale = await page.request.get('/v1/users/me', { headers: elsewhere.headers });
  expect(stale.status()).toBe(401);
  const renewed = await page.request.post('/v1/users/refresh', {
    data: { refresh_token: elsewhere.refresh },
  });
  expect(renewed.status()).toBe(401);
  await page.reload();
  await expect(page.getByLabel('닉네임')).toHaveValue(member.nickname);
});

test('sign out everywhere from mypage', async ({ page, shopper: member }, testInfo) => {
  const elsewhere = await apiSignIn(page.request, member.userId, member.password);
  await page.goto('/mypage');
  await page.getByRole('button', { name: '모든 기기에서 로그아웃' }).click();
  const dialog = page.getByRole('dialog', { name: '모든 기기에서 로그아웃할까요?' });
  await expect(dialog).toBeVisible();
  await shoot(page, testInfo, 'logout-everywhere', { fullPage: false });
  await dialog.getByRole('button', { name: '모두 로그아웃' }).click();
  await expect(toast(page, '모든 기기에서 로그아웃되었습니다.')).toBeVisible();

  for (const session of [member, elsewhere]) {
    const me = await page.request.get('/v1/users/me', { headers: session.headers });
    expect(me.status()).toBe(401);
  }
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name === 'access' || c.name === 'refresh')).toEqual([]);
});
