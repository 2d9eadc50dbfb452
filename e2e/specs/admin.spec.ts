import type { Page } from '@playwright/test';
import { expect, newMember, seriousA11yViolations, shoot, test } from '../fixtures';
import { operator } from '../playwright.config';

test.skip(({ isMobile }) => isMobile, 'the back office is for desktops and tablets');

/** Signs in with the back office's own form. */
async function signInAsOperator(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await page.getByLabel('아이디').fill(operator.userId);
  await page.getByLabel('비밀번호').fill(operator.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toBeVisible();
}

test('a member who is not an admin gets the 403 page', async ({ page }, testInfo) => {
  const member = await newMember(page);
  await page.goto('/admin/orders');
  await page.getByLabel('아이디').fill(member.userId);
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'admin-403');
});

test('the sign-in form and the frame', async ({ page }, testInfo) => {
  await page.goto('/admin');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'admin-sign-in');
  await signInAsOperator(page);
  await expect(page.getByText(operator.nickname)).toBeVisible();
  await expect(page.getByRole('link', { name: '쇼핑몰로 돌아가기' })).toBeVisible();
  await shoot(page, testInfo, 'admin-dashboard');
});
